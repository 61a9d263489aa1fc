import pg from 'pg';

/** Runs `work` on a connection to the server's maintenance database (TEST_DATABASE_URL). */
export async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Waits until nobody is connected to `name`: pg's pool.end() resolves before its sockets have closed. */
export async function waitUntilUnused(admin: pg.Client, name: string): Promise<boolean> {
  for (let i = 0; i < 200; i += 1) {
    const { rows } = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if (!rows[0]?.n) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** Drops a database once the connections we just closed are gone (so FORCE kills none of ours). */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, async (admin) => {
    await waitUntilUnused(admin, name);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}
