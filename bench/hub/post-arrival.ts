/**
 * A post's arrival in the other phones' databases on one server, as the realtime bench times it (its phones pull when
 * poked, by the rule of now): from the POST's 201 to the pull that brought the post, on every phone.
 */
import { POKE_INTERVAL_MS } from '../../contracts/replication-rules.js';
import { Phones } from '../realtime/phones.js';
import { arrivalTimes, postWave } from '../realtime/post-wave.js';

/** Posts `posts` times, each once the last poke's interval is over; answers every phone's arrival time (ms). */
export async function postArrival(url: string, poster: string, phoneTokens: string[], posts: number): Promise<number[]> {
  const first = await fetch(`${url}/api/pull`, { headers: { authorization: `Bearer ${poster}` } });
  const { cursor } = (await first.json()) as { cursor: string };
  const phones = new Phones(url, phoneTokens, cursor, true);
  await phones.open();
  const waves = [];
  try {
    for (let i = 0; i < posts; i += 1) {
      // Each post starts a quiet period of its own (after the writes before it too), as a lone change does.
      await new Promise((resolve) => setTimeout(resolve, POKE_INTERVAL_MS + 200));
      waves.push(await postWave(url, poster, phones, `arrival-${i}-${Date.now()}`));
    }
  } finally {
    await phones.close();
  }
  return arrivalTimes(waves);
}
