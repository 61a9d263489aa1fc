/**
 * One post and its wave: a poster's POST /api/posts with `marker` in its caption, timed from its 201 to the pull that
 * brought it to each of the open phones (bench/realtime/phones.ts). The realtime bench and the hub bench both time it.
 */
import type { Phones, Wave } from './phones.js';

const at = () => performance.timeOrigin + performance.now();

/** Posts and waits (within a minute) until every phone holds the post; answers when the 201 came and the wave. */
export async function postWave(
  url: string,
  posterToken: string,
  phones: Phones,
  marker: string,
): Promise<{ postedAt: number; wave: Wave }> {
  phones.expect(marker);
  const res = await fetch(`${url}/api/posts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${posterToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ caption: marker }),
  });
  const postedAt = at();
  if (res.status !== 201) throw new Error(`post refused: ${res.status} ${await res.text()}`);
  return { postedAt, wave: await phones.arrived(60_000) };
}

/** From the 201 to the pull that held the post, on every phone, over these posts. */
export const arrivalTimes = (posts: { postedAt: number; wave: Wave }[]): number[] =>
  posts.flatMap((p) => p.wave.arrivals.map((t) => t - p.postedAt));
