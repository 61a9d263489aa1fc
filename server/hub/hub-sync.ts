/**
 * How a running hub keeps in step with the cloud: the forwarder (hub-forward.ts) sends the hub's changes up at start
 * and after each one; a pull round (hub-round.ts) follows every HUB_PULL_SECONDS and right after changes went up, and
 * pulls only when none waits. Each round first asks the cloud its version (POST /api/hub/exchange): while it differs
 * from the hub's, the hub forwards but never pulls, and says so once; it pulls again once they agree.
 */
import { hubExchangeSchema } from '../../contracts/hub.js';
import { schemaVersion } from '../db/schema-version.js';
import { CloudError, type CloudClient } from './cloud-client.js';
import { startForwarder } from './hub-forward.js';
import { pullRound, type HubRoundParts } from './hub-round.js';

/** A round's parts, and what the sync adds: how often to pull, and whom to tell the camp is held. */
interface HubSyncParts extends HubRoundParts {
  pullEveryMs: number;
  /** The hub holds the camp (its health answers 200 from then on). */
  holding: () => void;
}

export interface HubSync {
  /** A change was journaled and committed. */
  journaled(): void;
  stop(): void;
}

/** The version sentence, or undefined when the hub runs the version the cloud answers now. */
async function versionProblem(cloud: CloudClient): Promise<string | undefined> {
  const exchanged = hubExchangeSchema.parse(await cloud.json('POST', '/hub/exchange'));
  const mine = schemaVersion();
  if (exchanged.schema_version === mine) return undefined;
  const theirs = exchanged.schema_version ? `version ${exchanged.schema_version}` : 'an older version';
  return `The cloud at ${cloud.address} runs ${theirs} of Camp Weekend and this hub ${mine}: the hub does not pull, since rows would not fit. Run the same version as the cloud on the hub. The changes made at the camp still go up.`;
}

export function startHubSync(parts: HubSyncParts): HubSync {
  const { cloud, db, say, pullEveryMs } = parts;
  let timer: NodeJS.Timeout | undefined;
  let pulling = false;
  let again = false;
  let stopped = false;
  let mismatch: string | undefined;

  /** Whether the cloud runs the hub's version now; a change either way is said once. */
  const sameVersion = async (): Promise<boolean> => {
    const problem = await versionProblem(cloud);
    if (problem && problem !== mismatch) say(problem);
    if (!problem && mismatch)
      say(`The cloud at ${cloud.address} and this hub run the same version of Camp Weekend again: the hub pulls again.`);
    mismatch = problem;
    return !problem;
  };

  const pull = async (): Promise<void> => {
    if (stopped) return;
    if (pulling) {
      again = true;
      return;
    }
    pulling = true;
    clearTimeout(timer);
    try {
      again = false;
      if (await sameVersion()) {
        const result = await pullRound(parts);
        if (result !== 'changes pending') parts.holding();
      }
    } catch (err) {
      const problem = err instanceof CloudError ? err.message : `The pull failed: ${err instanceof Error ? err.message : String(err)}.`;
      const holds = parts.files.readHeld() ? 'The hub keeps serving what it holds' : 'The hub holds nothing yet';
      say(`${problem} ${holds} and tries again in ${pullEveryMs / 1000} s.`);
    } finally {
      pulling = false;
    }
    if (stopped) return;
    if (again) void pull();
    else timer = setTimeout(() => void pull(), pullEveryMs);
  };

  const forwarder = startForwarder({ cloud, db, photos: parts.photos, say, sent: () => void pull() });
  forwarder.wake();
  void pull();
  return {
    journaled: () => forwarder.wake(),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      forwarder.stop();
    },
  };
}
