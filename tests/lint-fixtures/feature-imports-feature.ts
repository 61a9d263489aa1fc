// Linted as src/features/feed/boundary-fixture.ts: one feature reaching into another.
import { EventsPage } from '../events/events-page';

export const page = EventsPage;
