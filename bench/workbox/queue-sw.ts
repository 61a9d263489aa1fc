/**
 * The service worker of the Workbox comparison: workbox-background-sync's Queue, as other PWAs use it.
 * The page hands it the changes while offline; the Queue stores them and replays them, one request
 * after another, when the browser fires its Background Sync event. It reports the replay time.
 */
import { Queue } from 'workbox-background-sync';

export interface BenchChange {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

interface Client {
  postMessage(message: unknown): void;
}
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableEvent & { data: { changes: BenchChange[] } }) => void): void;
  clients: { matchAll(options: { includeUncontrolled: boolean }): Promise<Client[]>; claim(): Promise<void> };
  skipWaiting(): Promise<void>;
}

const scope = self as unknown as WorkerScope;

async function tell(message: unknown): Promise<void> {
  for (const client of await scope.clients.matchAll({ includeUncontrolled: true })) client.postMessage(message);
}

export const QUEUE_NAME = 'camp-bench';

const queue = new Queue(QUEUE_NAME, {
  async onSync({ queue: q }) {
    await tell({ type: 'replaying' });
    const started = performance.now();
    await q.replayRequests();
    await tell({ type: 'replayed', ms: performance.now() - started, left: (await q.getAll()).length });
  },
});

scope.addEventListener('install', () => void scope.skipWaiting());
scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));
scope.addEventListener('message', (event) => {
  event.waitUntil(
    (async () => {
      for (const c of event.data.changes)
        await queue.pushRequest({ request: new Request(c.url, { method: c.method, headers: c.headers, body: c.body }) });
      await tell({ type: 'queued', count: (await queue.getAll()).length });
    })(),
  );
});
