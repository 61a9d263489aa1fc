import type { OutboxRow } from '../schema';
import { useLazyLiveQuery } from './lazy-live-query';

const none: OutboxRow[] = [];

/**
 * The signed-in person's outbox rows in send order, live (the "N changes waiting" list). Rows queued
 * by someone else who used this phone are neither counted nor shown: they wait for their owner.
 */
export function useOutbox(): OutboxRow[] {
  return useLazyLiveQuery((reads) => reads.myOutbox(), [], none);
}

/** Whether the queue waits for a new sign-in (the server refused the token). */
export function useOutboxPaused(): boolean {
  return useLazyLiveQuery((reads) => reads.outboxPaused(), [], false);
}
