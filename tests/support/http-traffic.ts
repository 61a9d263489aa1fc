/**
 * Reads the HTTP/1.1 exchanges out of a relayed connection's two byte streams, so a test or bench can
 * say how many requests crossed the wire and how many bytes each cost, headers included.
 */
export interface Exchange {
  method: string;
  /** Path and query, as the request line carried it (a socket's `?token=` included: never log it). */
  target: string;
  status?: number;
  /** Request line, headers and body. */
  sent: number;
  /** Status line, headers and body (0 until the answer has come). */
  received: number;
  /** A websocket: after the 101 its frames are counted in `socketBytes`, not here. */
  upgraded: boolean;
}

const HEAD_END = Buffer.from('\r\n\r\n');

interface Head {
  line: string;
  headers: Map<string, string>;
  bytes: number;
}

function takeHead(buffer: Buffer): Head | undefined {
  const end = buffer.indexOf(HEAD_END);
  if (end < 0) return undefined;
  const [line = '', ...rest] = buffer.subarray(0, end).toString('latin1').split('\r\n');
  const headers = new Map(rest.map((h) => [h.slice(0, h.indexOf(':')).trim().toLowerCase(), h.slice(h.indexOf(':') + 1).trim()]));
  return { line, headers, bytes: end + HEAD_END.length };
}

/** The length of a chunked body at the start of `buffer` (trailers included), or undefined if it has not all come. */
function chunkedLength(buffer: Buffer): number | undefined {
  let at = 0;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return undefined;
    const size = parseInt(buffer.subarray(at, lineEnd).toString('latin1'), 16);
    at = lineEnd + 2;
    if (size === 0) {
      const end = buffer.indexOf('\r\n\r\n', at - 2);
      return end < 0 ? undefined : end + 4;
    }
    at += size + 2;
    if (at > buffer.length) return undefined;
  }
}

/** The byte length of the body that follows a head, or undefined while it is incomplete. */
function bodyLength(head: Head, rest: Buffer, noBody: boolean): number | undefined {
  if (noBody) return 0;
  if (head.headers.get('transfer-encoding')?.toLowerCase().includes('chunked')) return chunkedLength(rest);
  const length = Number(head.headers.get('content-length') ?? 0);
  return rest.length >= length ? length : undefined;
}

/** Counts one connection's exchanges into `exchanges`; feed it each direction's chunks as they pass. */
export function trafficCounter(exchanges: Exchange[], onSocketBytes: (n: number) => void) {
  const mine: Exchange[] = [];
  let up = Buffer.alloc(0);
  let down = Buffer.alloc(0);
  let answered = 0;
  let upgraded = false;
  let askedUpgrade = false;
  const fromClient = (chunk: Buffer) => {
    if (askedUpgrade) return onSocketBytes(chunk.length);
    up = Buffer.concat([up, chunk]);
    for (let head = takeHead(up); head; head = takeHead(up)) {
      const body = bodyLength(head, up.subarray(head.bytes), false);
      if (body === undefined) return;
      const [method = '', target = ''] = head.line.split(' ');
      const exchange: Exchange = { method, target, sent: head.bytes + body, received: 0, upgraded: false };
      mine.push(exchange);
      exchanges.push(exchange);
      up = up.subarray(head.bytes + body);
      if (head.headers.has('upgrade')) {
        askedUpgrade = true;
        if (up.length > 0) onSocketBytes(up.length);
        return;
      }
    }
  };
  const fromServer = (chunk: Buffer) => {
    if (upgraded) return onSocketBytes(chunk.length);
    down = Buffer.concat([down, chunk]);
    for (let head = takeHead(down); head; head = takeHead(down)) {
      const exchange = mine[answered];
      const status = Number(head.line.split(' ')[1]);
      const noBody = status === 101 || status === 204 || status === 304 || exchange?.method === 'HEAD';
      const body = bodyLength(head, down.subarray(head.bytes), noBody);
      if (body === undefined) return;
      if (exchange) Object.assign(exchange, { status, received: head.bytes + body, upgraded: status === 101 });
      answered += 1;
      down = down.subarray(head.bytes + body);
      if (status === 101) {
        upgraded = true;
        if (down.length > 0) onSocketBytes(down.length);
        return;
      }
    }
  };
  return { fromClient, fromServer };
}
