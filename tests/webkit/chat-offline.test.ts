import { describe } from 'vitest';
import { chatOffline } from '../scenarios/chat-offline.js';
import { scenarioTest } from '../support/engine-scenario.js';

describe('WebKit: chat', () => {
  scenarioTest('webkit', 'counts unread messages, keeps a reply written offline and sends it once, and hears new ones live', chatOffline);
});
