/** The Web Lock held while the outbox drains (page or service worker); an update waits for it. */
export const DRAIN_LOCK = 'outbox-drain';
