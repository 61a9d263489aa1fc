/**
 * Tells the server, over the live socket, which conversation is open on a visible screen (null when
 * none), so a new message there is not pushed to this phone's owner. Sent when the open conversation
 * or the page's visibility changes, and again on every (re)connect.
 */
import type { ViewingSignal } from '../../contracts/chat';

let open: string | null = null;
let send: ((text: string) => void) | null = null;
let sent: string | null = null;

/** The conversation a person is looking at right now: open in the chat screen, with the page visible. */
function viewedConversation(): string | null {
  const visible = typeof document === 'undefined' || document.visibilityState === 'visible';
  return visible ? open : null;
}

function share(): void {
  const current = viewedConversation();
  if (!send || current === sent) return;
  sent = current;
  const signal: ViewingSignal = { type: 'viewing', conversation_id: current };
  send(JSON.stringify(signal));
}

/** The chat screen shows this conversation (null: none). */
export function setViewedConversation(id: string | null): void {
  open = id;
  share();
}

/** A socket opened (`sender`) or closed (null); a new socket knows of no view, and hears the current one at once. */
export function attachViewingSocket(sender: ((text: string) => void) | null): void {
  send = sender;
  sent = null;
  share();
}

if (typeof document !== 'undefined') document.addEventListener('visibilitychange', share);
