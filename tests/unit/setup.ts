import 'fake-indexeddb/auto';
import { configure } from '@testing-library/react';
import { vi } from 'vitest';
import { areas, i18next } from '../../src/i18n';

// Every screen's texts are ready in English before a test draws it, as they are once the app has loaded them.
await i18next.loadNamespaces(areas);

// findBy and waitFor wait for a state, not a time: a busy machine may take well over the default second to draw it.
configure({ asyncUtilTimeout: 10_000 });
// vi.waitFor as well, whose own bound is one second unless a test names another.
const waitFor = vi.waitFor.bind(vi);
vi.waitFor = (callback, options) => waitFor(callback, typeof options === 'number' ? options : { timeout: 10_000, ...options });
