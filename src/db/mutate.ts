import type { MutationArgs, MutationName } from './mutations';
import type { OutboxRow } from './schema';

/**
 * Makes a change: shown at once, queued, sent when there is signal (the registry in mutations/). The
 * registry, with every kind's plan and the contracts that check the server's answers, loads on the
 * first change rather than with the screen, so a screen with a Like button opens without it.
 */
export async function mutate<K extends MutationName>(name: K, args: MutationArgs[K]): Promise<OutboxRow | null> {
  const registry = await import('./mutations');
  return registry.mutate(name, args);
}
