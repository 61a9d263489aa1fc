/**
 * A post's arrival in the other phones' databases on one server, as the realtime bench times it (its phones pull when
 * poked): from the POST's 201 to the poke that carried the post (as the app takes it now) or, beside it, to the pull
 * that brought it (phones that take nothing from the poke), on every phone.
 */
import { POKE_INTERVAL_MS } from '../../contracts/replication-rules.js';
import { Phones } from '../realtime/phones.js';
import { arrivalTimes, postWave } from '../realtime/post-wave.js';

/** Every phone's arrival times (ms): as the app takes a post now, and by its pull alone. */
export interface Arrivals {
  now: number[];
  pulled: number[];
}

/** Posts `posts` times under each rule in turn, each once the last poke's interval is over. */
export async function postArrival(url: string, poster: string, phoneTokens: string[], posts: number): Promise<Arrivals> {
  const first = await fetch(`${url}/api/pull`, { headers: { authorization: `Bearer ${poster}` } });
  const { cursor } = (await first.json()) as { cursor: string };
  const phones = new Phones(url, phoneTokens, cursor, true);
  await phones.open();
  const waves: Record<keyof Arrivals, Awaited<ReturnType<typeof postWave>>[]> = { now: [], pulled: [] };
  try {
    for (let i = 0; i < posts; i += 1) {
      for (const rule of ['now', 'pulled'] as const) {
        phones.rule = rule;
        // Each post starts a quiet period of its own (after the writes before it too), as a lone change does.
        await new Promise((resolve) => setTimeout(resolve, POKE_INTERVAL_MS + 200));
        waves[rule].push(await postWave(url, poster, phones, `arrival-${rule}-${i}-${Date.now()}`));
      }
    }
  } finally {
    await phones.close();
  }
  return { now: arrivalTimes(waves.now), pulled: arrivalTimes(waves.pulled) };
}
