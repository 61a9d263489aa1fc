/**
 * The camp hub (`npm run hub`): a copy of the camp on the camp's own Wi-Fi. It trades its hub key for the cloud's
 * signing secret, pulls the whole camp into its embedded database, serves the app exactly as `npm start` does, sends
 * every change made at the camp up to the cloud, and pulls again while the link works. `--check` compares what it
 * holds with the cloud.
 */
import { hubExchangeSchema, type HubExchange } from '../../contracts/hub.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { buildApp } from '../app.js';
import { createDiskStore } from '../storage/disk-store.js';
import { CloudError, createCloudClient, type CloudClient } from './cloud-client.js';
import { checkHub } from './hub-check.js';
import { hubFiles, type HubFiles } from './hub-files.js';
import { registerHubServing } from './hub-serving.js';
import { readHubSettings } from './hub-settings.js';
import { startHubSync, type HubSync } from './hub-sync.js';
import { closeOnSignal, servedAddress } from '../serving.js';

const EXCHANGE_RETRY_MS = 10_000;
const say = (line: string) => console.log(line);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The cloud's signing secret: fresh from the exchange, or as the last exchange left it when the cloud cannot be reached. */
async function exchange(cloud: CloudClient, files: HubFiles): Promise<HubExchange> {
  for (;;) {
    try {
      const answer = hubExchangeSchema.parse(await cloud.json('POST', '/hub/exchange'));
      files.writeExchanged(answer);
      return answer;
    } catch (err) {
      if (!(err instanceof CloudError)) throw err;
      const kept = files.readExchanged();
      if (err.failure === 'key_refused' && !kept) throw err;
      say(err.message);
      if (kept) {
        say('The hub goes on with the signing key of its last exchange: the sign-ins and photo addresses it knew stay valid.');
        return kept;
      }
      say(`The hub has never reached the cloud, so it holds nothing yet: trying again in ${EXCHANGE_RETRY_MS / 1000} s.`);
      await wait(EXCHANGE_RETRY_MS);
    }
  }
}

async function main(): Promise<number | null> {
  const settings = readHubSettings(process.argv.slice(2), process.env);
  // The hub runs on the embedded database and its own disk, whatever else the environment names.
  const env = { ...process.env, DATABASE_URL: undefined, REDIS_URL: undefined, S3_BUCKET: undefined };
  const base = loadConfig(env, { jwtSecret: 'exchanged-below' });
  const files = hubFiles(base.DATA_DIR);
  const cloud = createCloudClient(settings.cloud, settings.key);
  if (settings.check) return checkHub(cloud, files, say);

  const exchanged = await exchange(cloud, files);
  const config = { ...base, jwtSecret: exchanged.secret, PUBLIC_URL: base.PUBLIC_URL ?? exchanged.public_url };
  const database = await openDatabase({ dataDir: `${config.DATA_DIR}/pglite` });
  // Every change a command makes at the hub is journaled with it, and sent up once committed (the sync starts below).
  const started: { sync?: HubSync } = {};
  const app = await buildApp({ config, database, logger: true, campHub: { journaled: () => started.sync?.journaled() } });
  let holdsCamp = files.readHeld() !== null;
  registerHubServing(app, () => holdsCamp);
  closeOnSignal(app, database, () => started.sync?.stop());
  await app.listen({ port: config.PORT, host: config.HOST });
  say(`\nThe camp hub serves Camp Weekend on ${servedAddress(config)}, copied from ${cloud.address}.`);

  started.sync = startHubSync({
    cloud,
    db: database.db,
    photos: createDiskStore(config.uploadsDir),
    files,
    diskBudget: settings.diskBudget,
    pullEveryMs: settings.pullEveryMs,
    say,
    pokeEveryone: () => app.ctx.poke('everyone'),
    holding: () => (holdsCamp = true),
  });
  return null;
}

main().then(
  (code) => {
    if (code !== null) process.exit(code);
  },
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
