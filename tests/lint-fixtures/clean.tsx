// Linted as src/features/events/boundary-fixture.tsx: only what a feature may import.
import { ui } from '../../components/ui';
import { campDayKey } from '../../lib/camp-time';
import { EventsPage } from './events-page';

export const parts = [ui, campDayKey, EventsPage];
