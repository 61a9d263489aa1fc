import 'fake-indexeddb/auto';
import { areas, i18next } from '../../src/i18n';

// Every screen's texts are ready in English before a test draws it, as they are once the app has loaded them.
await i18next.loadNamespaces(areas);
