/**
 * `npm run bench -- archive`: the take-home download of ARCHIVE_PHOTOS (500) photos. The photos are
 * stored as the server stores an upload (a 12-megapixel phone photo re-encoded to its 2048 px copy),
 * then the whole camp's zip is downloaded from the real server, run as its own process, while its
 * resident memory is sampled from /proc every 20 ms. Prints the time, the zip's size and the server's
 * resident memory before and at its peak during the download.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { insertPost } from '../server/feed/repository.js';
import { createDiskStore } from '../server/storage/disk-store.js';
import { reencode } from '../server/storage/images.js';
import { uploadKey, uploadUrl } from '../server/storage/upload-keys.js';
import { phonePhoto } from '../tests/support/downscale-in-chromium.js';
import { startServerProcess } from '../tests/support/server-process.js';
import { makePeople, openCamp } from './load/setup.js';
import { benchSize } from './support/bench-size.js';

const PHOTOS = Number(process.env.ARCHIVE_PHOTOS ?? benchSize(500, 3));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The resident memory of a process, in bytes (Linux). */
function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

export async function run(): Promise<void> {
  const camp = await openCamp();
  const [camper] = await makePeople(camp, 1, 'camper');
  if (!camper) throw new Error('no camper');
  const { display } = await reencode(await phonePhoto());
  const images = createDiskStore(camp.config.uploadsDir);
  const start = Date.parse('2025-09-05T16:00:00.000Z');
  for (let i = 0; i < PHOTOS; i++) {
    const url = uploadUrl(`posts/${randomUUID()}.jpg`);
    await images.put(uploadKey(url) ?? '', display);
    const createdAt = new Date(start + i * 5 * 60_000);
    await insertPost(camp.database.db, {
      userId: camper.id,
      caption: `Camp moment ${i + 1}`,
      imageUrl: url,
      thumbUrl: null,
      createdAt,
      eventId: null,
    });
  }
  await camp.database.close();
  console.log(`${PHOTOS} photos of ${mb(display.length)} each stored (${mb(PHOTOS * display.length)} of photos)`);

  const server = await startServerProcess(camp.env);
  try {
    const pid = server.child.pid ?? 0;
    // A smaller archive first: if the server held the zip, its peak would grow with the archive.
    for (const [label, query] of [
      ['one camp day (2025-09-05)', '?day=2025-09-05'],
      ['the whole camp', ''],
    ] as const) {
      const before = residentBytes(pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 20);
      const began = performance.now();
      const res = await fetch(`${server.url}/api/photos/archive${query}`, { headers: { authorization: `Bearer ${camper.token}` } });
      const reader = res.body?.getReader();
      if (!res.ok || !reader) throw new Error(`the archive answered ${res.status}`);
      let received = 0;
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) received += chunk.value.length;
      const seconds = (performance.now() - began) / 1000;
      clearInterval(sampler);
      peak = Math.max(peak, residentBytes(pid));
      const declared = Number(res.headers.get('content-length'));
      const length = declared === received ? 'Content-Length matches' : `Content-Length ${declared} is NOT the bytes received`;
      console.log(`${label}: zip of ${mb(received)} in ${seconds.toFixed(1)} s (${mb(received / seconds)}/s), ${length}`);
      console.log(`  server resident memory: ${mb(before)} before, ${mb(peak)} at its peak while downloading (+${mb(peak - before)})`);
    }
  } finally {
    await server.stop();
    rmSync(camp.env.DATA_DIR ?? '', { recursive: true, force: true });
  }
}
