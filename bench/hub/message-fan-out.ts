/**
 * A chat message's fan-out on one server: the poster sends messages to the group one after another; each is timed from
 * its row's stamp (created_at: the database's clock as the write's transaction began; its commit follows within the
 * request, a hub's with the change journaled) to each listening phone's socket receiving it (the live path sends the
 * message itself, new_message, then a poke).
 */
import type { Message } from '../../contracts/chat.js';
import { ListeningPhones } from './listening-phones.js';

/**
 * Sends `warmUp` messages (the first after the sockets opened run code not yet optimised: left out), then `messages`
 * to the group at `url`; answers every phone's delay for each of the latter (ms).
 */
export async function messageFanOut(
  url: string,
  group: { id: string; poster: string; phones: string[] },
  counts: { warmUp: number; messages: number },
): Promise<number[]> {
  const phones = new ListeningPhones(url, group.phones);
  await phones.open();
  const measured: number[] = [];
  try {
    for (let i = 0; i < counts.warmUp + counts.messages; i += 1) {
      const marker = `fan-out-${i}-${Date.now()}`;
      phones.expect(marker);
      const res = await fetch(`${url}/api/conversations/${group.id}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${group.poster}`, 'content-type': 'application/json' },
        body: JSON.stringify({ content: marker, type: 'text' }),
      });
      if (res.status !== 201) throw new Error(`message refused: ${res.status} ${await res.text()}`);
      const committed = Date.parse(((await res.json()) as Message).created_at);
      const delays = (await phones.heard(30_000)).map((at) => at - committed);
      if (i >= counts.warmUp) measured.push(...delays);
    }
  } finally {
    await phones.close();
  }
  return measured;
}
