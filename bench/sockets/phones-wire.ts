/** What the socket bench and its phones' processes tell each other (bench/sockets/phones.ts). */
export type ToPhones = { type: 'open'; proxyUrl: string; tokens: string[] } | { type: 'expect'; marker: string } | { type: 'close' };

/** `at`: when each socket heard the broadcast (ms since the epoch, fractional), by socket index. */
export type FromPhones =
  | { type: 'opened'; servedBy: string[] }
  | { type: 'failed'; reason: string }
  | { type: 'expecting' }
  | { type: 'heard'; at: number[] }
  | { type: 'closed' };
