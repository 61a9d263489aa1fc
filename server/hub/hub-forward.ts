/**
 * The hub's forwarder: sends the journaled changes up to the cloud (POST /api/hub/forward) in the order the hub took
 * them, a request at a time (at most MAX_FORWARDED_OPERATIONS, and a few MB of photos; the photos the hub made go
 * ahead as files, hub-photos-ahead.ts), and marks each with the
 * cloud's answer. The cloud runs each as its author with the phone's key, and stops at the first it asks to retry:
 * the forwarder stops there too, as when the link fails, and tries again 1 s later, then 2, 4 and every 5 s. It
 * runs at start and soon after each journaled change commits (`wake`), unless it is waiting to try again.
 */
import { hubForwardResponseSchema, MAX_FORWARDED_OPERATIONS, type ForwardedResult } from '../../contracts/hub-forward.js';
import { toRetry } from '../batch/run-operation.js';
import type { Db } from '../db/client.js';
import { CloudError, type CloudClient } from './cloud-client.js';
import type { ImageStore } from '../storage/image-store.js';
import { markAnswered, pendingOperations, pendingPhotoKeys } from './hub-journal-repository.js';
import { photosAhead, type PhotosAhead } from './hub-photos-ahead.js';

/** Photo bytes one request carries at most (a single larger change still goes alone): base64 makes them a third larger. */
const FORWARD_FILE_BYTES = 6 * 1024 * 1024;
/** How far ahead of the request under way the photos go up, in changes. */
const PHOTOS_AHEAD_ROWS = 3 * MAX_FORWARDED_OPERATIONS;
const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 5_000;

export interface Forwarder {
  /** Sends what is pending now (or right after the sending under way). */
  wake(): void;
  stop(): void;
}

interface ForwarderParts {
  cloud: CloudClient;
  db: Db;
  /** The hub's photos, whose display and thumbnail go up ahead of their changes. */
  photos: ImageStore;
  say: (line: string) => void;
  /** Changes went up and were answered: the camp the cloud holds changed. */
  sent: () => void;
}

/** The cloud's answer to a change whose author no longer has an account there: it was refused, and nobody is told. */
const authorGone = ({ status, body }: ForwardedResult): boolean =>
  status === 410 && typeof body === 'object' && body !== null && 'code' in body && body.code === 'hub_author_gone';

/**
 * One request's worth of pending changes, their photos put first; the photos of the changes after them go up while the
 * cloud runs this one. Answers how many were answered, refused (their authors told) and refused for an author gone (nobody
 * told), and whether the rest must wait.
 */
async function forwardOnce(cloud: CloudClient, db: Db, photos: PhotosAhead) {
  const limits = { rows: MAX_FORWARDED_OPERATIONS, fileBytes: FORWARD_FILE_BYTES };
  const changes = await pendingOperations(db, limits);
  const last = changes.at(-1);
  if (!last) return { answered: 0, refused: 0, gone: 0, more: false, stopped: false };
  await photos.send(changes.flatMap(({ made }) => (made ? [made] : [])));
  photos.ahead(() => pendingPhotoKeys(db, { afterSeq: last.operation.seq, rows: PHOTOS_AHEAD_ROWS }));
  const operations = changes.map((change) => photos.operationOf(change));
  const { results } = hubForwardResponseSchema.parse(await cloud.json('POST', '/hub/forward', { operations }));
  const bySeq = new Map(results.map((r) => [r.seq, r]));
  const answered: { seq: number; status: number }[] = [];
  let stopped = false;
  let refused = 0;
  let gone = 0;
  for (const { seq } of operations) {
    const result = bySeq.get(seq);
    if (!result || toRetry(result)) {
      stopped = true;
      break;
    }
    answered.push({ seq, status: result.status });
    if (authorGone(result)) gone += 1;
    else if (result.status >= 400) refused += 1;
  }
  await markAnswered(db, answered);
  if (stopped) photos.forget();
  return { answered: answered.length, refused, gone, more: !stopped, stopped };
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** What the cloud made of the changes that went up, as the hub says it. */
function verdictOf(refused: number, gone: number): string {
  const told = refused > 0 ? `${refused} (their authors are told)` : '';
  const untold =
    gone > 0
      ? plural(gone, 'whose author no longer has an account (nobody to tell)', 'whose authors no longer have an account (nobody to tell)')
      : '';
  const parts = [told, untold].filter(Boolean);
  return parts.length === 0 ? 'the cloud took them all' : `the cloud refused ${parts.join(' and ')}`;
}

export function startForwarder({ cloud, db, photos: store, say, sent }: ForwarderParts): Forwarder {
  const photos = photosAhead(cloud, store);
  let running = false;
  let again = false;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;
  let failing = false;

  const retryLater = (problem: string) => {
    if (!failing) say(`${problem} The changes made at the camp wait at the hub and go up when the cloud answers.`);
    failing = true;
    timer = setTimeout(() => void run(), retryMs);
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
  };

  const run = async (): Promise<void> => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    clearTimeout(timer);
    let answered = 0;
    let refused = 0;
    let gone = 0;
    try {
      for (;;) {
        again = false;
        const step = await forwardOnce(cloud, db, photos);
        answered += step.answered;
        refused += step.refused;
        gone += step.gone;
        if (step.stopped) {
          retryLater('The cloud asked the hub to send some changes again later.');
          break;
        }
        if (!step.more && !again) {
          failing = false;
          retryMs = FIRST_RETRY_MS;
          break;
        }
      }
    } catch (err) {
      retryLater(
        err instanceof CloudError ? err.message : `Sending the camp's changes failed: ${err instanceof Error ? err.message : String(err)}.`,
      );
    } finally {
      running = false;
    }
    if (answered > 0) {
      say(
        `${plural(answered, 'change made at the camp went', 'changes made at the camp went')} up to the cloud: ${verdictOf(refused, gone)}.`,
      );
      sent();
    }
    if (again && !stopped) void run();
  };

  return {
    // While the cloud does not answer, the retry's timer sends next (within LONGEST_RETRY_MS): a change made at a camp
    // with no internet must not cost the hub a request, and the reading of every waiting change's photos, each time.
    wake: () => {
      if (!failing) void run();
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
