import { describe, expect, it } from 'vitest';
import { memoryPubSub } from '../../server/live/pubsub.js';

// Instances on one PGlite share a process: what one publishes reaches the others, not itself
// (it delivered its own event to its own sockets; hearing it again would deliver it twice).
describe('live events between instances in one process', () => {
  it('brings a published event to the other instances of the same database only', async () => {
    const database = {};
    const [a, b, elsewhere] = [memoryPubSub(database), memoryPubSub(database), memoryPubSub({})];
    const heard = { a: [] as string[], b: [] as string[], elsewhere: [] as string[] };
    a.subscribe((payload) => heard.a.push(payload));
    b.subscribe((payload) => heard.b.push(payload));
    elsewhere.subscribe((payload) => heard.elsewhere.push(payload));
    await a.publish('from a');
    await b.publish('from b');
    expect(heard).toEqual({ a: ['from b'], b: ['from a'], elsewhere: [] });
    await a.close();
    await b.publish('after a closed');
    expect(heard.a).toEqual(['from b']);
  });
});
