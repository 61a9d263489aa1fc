/** SPEC §9: the panel checks every second whether the Instagram popup has closed. */
const POPUP_POLL_MS = 1000;

export const instagramRedirectUri = () => `${window.location.origin}/instagram/callback`;

/**
 * Opens the popup at once, inside the click (a popup opened after an await is blocked), so the
 * instagram.com address can be set once the server has made it.
 */
export function openBlankPopup(): Window | null {
  return window.open('', 'instagram-connect', 'popup,width=520,height=720');
}

/** Calls `onClosed` once the popup has closed (checked every second); returns the stop function. */
export function whenClosed(popup: Window, onClosed: () => void): () => void {
  const timer = setInterval(() => {
    if (!popup.closed) return;
    clearInterval(timer);
    onClosed();
  }, POPUP_POLL_MS);
  return () => clearInterval(timer);
}
