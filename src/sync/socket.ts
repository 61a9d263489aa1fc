/**
 * The live socket: `/ws?token=` on the page's own host (ws or wss by the page's protocol). Chat events go
 * into Dexie through chat-events.ts, and a 'changed' poke starts a pull; screens never read the socket. It reconnects 5 s after it closes
 * (SPEC §4.6, §9) and closes when the user signs out. `startSocket()` is idempotent.
 */
import { useAuthStore } from '../stores/auth-store';
import { applyChatEvent, catchUp, parseChatEvent } from './chat-events';
import { isChangePoke, pokeReplication } from './poke';
import { attachViewingSocket } from './viewing';

export const RECONNECT_MS = 5000;
/** WebSocket.OPEN. */
const OPEN = 1;

let started = false;
let socket: WebSocket | null = null;
let socketToken: string | null = null;
let retry: ReturnType<typeof setTimeout> | undefined;

export function socketUrl(token: string, loc: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}/ws?token=${encodeURIComponent(token)}`;
}

function open(token: string): void {
  clearTimeout(retry);
  socketToken = token;
  const ws = new WebSocket(socketUrl(token));
  socket = ws;
  let opened = false;
  ws.onopen = () => {
    opened = true;
    attachViewingSocket((text) => ws.readyState === OPEN && ws.send(text));
    void catchUp().catch((err: unknown) => console.warn('chat: catch-up failed', err));
  };
  ws.onmessage = (e: MessageEvent) => {
    const event = parseChatEvent(e.data);
    if (event) void applyChatEvent(event, useAuthStore.getState().user?.id).catch((err: unknown) => console.warn('chat: event not stored', err));
    else if (isChangePoke(e.data)) pokeReplication();
  };
  ws.onerror = () => console.warn('chat: socket error', opened ? 'after open' : 'while connecting');
  ws.onclose = () => {
    if (socket !== ws) return;
    socket = null;
    attachViewingSocket(null);
    retry = setTimeout(() => {
      const current = useAuthStore.getState().token;
      if (current && !socket) open(current);
    }, RECONNECT_MS);
  };
}

function close(): void {
  clearTimeout(retry);
  const ws = socket;
  socket = null;
  socketToken = null;
  ws?.close();
}

function follow(token: string | null): void {
  if (token === socketToken && socket) return;
  close();
  if (token) open(token);
}

export function startSocket(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  follow(useAuthStore.getState().token);
  useAuthStore.subscribe((state) => follow(state.token));
}
