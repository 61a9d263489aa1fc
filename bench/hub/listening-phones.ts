/**
 * Phones that only listen: a live socket each, noting when the frame that carries a marker (a chat message as the live
 * path sends it, new_message) reaches each socket, by the wall clock the servers stamp their rows with.
 */
import WebSocket from 'ws';

export class ListeningPhones {
  private sockets: WebSocket[] = [];
  private marker: Buffer | null = null;
  private heardAt: number[] = [];

  constructor(
    private readonly url: string,
    private readonly tokens: string[],
  ) {}

  async open(): Promise<void> {
    this.sockets = await Promise.all(this.tokens.map((token, index) => this.listen(token, index)));
  }

  /** From now on, each socket notes the first frame holding `marker`. */
  expect(marker: string): void {
    this.marker = Buffer.from(marker);
    this.heardAt = [];
  }

  /** When each socket heard the marker (ms since the epoch), once all did within `timeoutMs`. */
  async heard(timeoutMs: number): Promise<number[]> {
    const until = Date.now() + timeoutMs;
    const count = () => this.heardAt.filter((t) => t !== undefined).length;
    while (count() < this.sockets.length && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
    if (count() < this.sockets.length) throw new Error(`${this.sockets.length - count()} phones never heard the message`);
    return [...this.heardAt];
  }

  close(): Promise<unknown> {
    return Promise.all(this.sockets.map((ws) => new Promise((resolve) => (ws.once('close', resolve), ws.close()))));
  }

  private async listen(token: string, index: number): Promise<WebSocket> {
    const ws = new WebSocket(`${this.url.replace('http', 'ws')}/ws?token=${token}`);
    ws.on('message', (data: Buffer) => {
      // The time first; then the marker in the text, no parse.
      const at = Date.now();
      if (this.marker && this.heardAt[index] === undefined && data.includes(this.marker)) this.heardAt[index] = at;
    });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    return ws;
  }
}
