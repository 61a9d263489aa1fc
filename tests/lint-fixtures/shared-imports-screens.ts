// Linted as src/components/boundary-fixture.ts: shared code reaching up into a feature and into the app.
import { EventsPage } from '../features/events/events-page';
import { lazyPage } from '../app/lazy-page';

export const parts = [EventsPage, lazyPage];
