/**
 * The live socket: `/ws?token=` on the page's own host (ws or wss by the page's protocol). Chat events go
 * into Dexie through chat-events.ts (a roll call's board change through rollcall-events.ts), and a 'changed' poke starts a pull; screens never read the socket. It reconnects 5 s after it closes
 * (SPEC §4.6, §9), at once when the phone is back online, and closes when the user signs out; a
 * renewed token of the same person keeps it open. Each opening catches up with one pull. While the phone
 * is offline it does not try (each try would fail, and say so in the console): signal returning opens it.
 * `startSocket()` is idempotent.
 */
import { tokenSubject } from '../lib/token-subject';
import { useAuthStore } from '../stores/auth-store';
import { applyChatEvent, catchUp, parseChatEvent } from './chat-events';
import { changePokeOf, pokeReplication } from './poke';
import { applyRollCallEvent } from './rollcall-events';
import { attachViewingSocket } from './viewing';

export const RECONNECT_MS = 5000;
/** WebSocket.OPEN. */
const OPEN = 1;

let started = false;
let socket: WebSocket | null = null;
let socketToken: string | null = null;
let retry: ReturnType<typeof setTimeout> | undefined;
/** A reconnect waits on this socket for its pull: if it cannot open, pull without it. */
let pullIfItFails = false;

let onOpen: (() => void) | undefined;

/** Called each time the socket opens: the server answers again, whether or not the phone fired `online`. */
export function onSocketOpen(listener: () => void): void {
  onOpen = listener;
}

/** Whether the live socket is open now, so the server's pokes reach the phone. */
export const liveSocketOpen = (): boolean => socket?.readyState === OPEN;

const catchUpNow = () => void catchUp().catch((err: unknown) => console.warn('chat: catch-up failed', err));

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
    pullIfItFails = false;
    attachViewingSocket((text) => ws.readyState === OPEN && ws.send(text));
    catchUpNow();
    onOpen?.();
  };
  ws.onmessage = (e: MessageEvent) => {
    const event = parseChatEvent(e.data);
    if (event) {
      void applyChatEvent(event, useAuthStore.getState().user?.id).catch((err: unknown) => console.warn('chat: event not stored', err));
      return;
    }
    const poke = changePokeOf(e.data);
    if (poke) pokeReplication(poke);
    else applyRollCallEvent(e.data);
  };
  ws.onerror = () => console.warn('chat: socket error', opened ? 'after open' : 'while connecting');
  ws.onclose = () => {
    if (socket !== ws) return;
    socket = null;
    attachViewingSocket(null);
    if (!opened && pullIfItFails) {
      pullIfItFails = false;
      catchUpNow();
    }
    retry = setTimeout(() => {
      const current = useAuthStore.getState().token;
      if (current && !socket && navigator.onLine) open(current);
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
  // A renewed token of the same person: the open socket (or its pending retry) stays.
  const person = tokenSubject(token);
  if (person && person === tokenSubject(socketToken)) {
    socketToken = token;
    return;
  }
  close();
  if (!token) return;
  // Offline, the token waits here for signal (`reconnectSocketNow`).
  if (navigator.onLine) open(token);
  else socketToken = token;
}

/**
 * The phone is back online: a closed socket reopens now instead of at its next retry, and its
 * catch-up is the reconnect's one pull. False when no socket is coming (none started, signed out,
 * or it stayed open): then the caller pulls itself.
 */
export function reconnectSocketNow(): boolean {
  const token = useAuthStore.getState().token;
  if (!started || !token || socket?.readyState === OPEN) return false;
  pullIfItFails = true;
  if (!socket) open(token);
  return true;
}

export function startSocket(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  follow(useAuthStore.getState().token);
  useAuthStore.subscribe((state) => follow(state.token));
}
