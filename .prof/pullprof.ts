import { bearer, createTestServer } from '/work/main/tests/support/test-server.js';
const server = await createTestServer();
const poster = await server.user('camper');
const phones = await Promise.all(Array.from({ length: 30 }, () => server.user('camper')));
const cursors = new Map<string, string>();
for (const p of phones) {
  const r = await server.app.inject({ method: 'GET', url: '/api/pull', headers: bearer(p) });
  cursors.set(p.id, r.json<{ cursor: string }>().cursor);
}
const pull = async (p: (typeof phones)[number]) => {
  const r = await server.app.inject({ method: 'GET', url: `/api/pull?since=${encodeURIComponent(cursors.get(p.id) ?? '')}`, headers: bearer(p) });
  const body = r.json<{ cursor: string; complete?: boolean }>();
  cursors.set(p.id, body.cursor);
  return r.statusCode;
};
// warm
for (let i = 0; i < 5; i++) {
  await server.app.inject({ method: 'POST', url: '/api/posts', headers: bearer(poster), payload: { caption: `warm ${i}` } });
  for (const p of phones) await pull(p);
}
const t0 = process.cpuUsage();
const w0 = performance.now();
const N = 20;
let postCpu = 0;
for (let i = 0; i < N; i++) {
  const c0 = process.cpuUsage();
  await server.app.inject({ method: 'POST', url: '/api/posts', headers: bearer(poster), payload: { caption: `p ${i}` } });
  const c1 = process.cpuUsage(c0);
  postCpu += (c1.user + c1.system) / 1000;
  await Promise.all(phones.map(pull));
}
const t = process.cpuUsage(t0);
console.log(`per wave: cpu ${((t.user + t.system) / 1000 / N).toFixed(1)} ms (post itself ${(postCpu / N).toFixed(1)} ms), wall ${((performance.now() - w0) / N).toFixed(1)} ms`);
await server.close();
