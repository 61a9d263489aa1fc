// Linted as server/http/boundary-fixture.ts: the server reaching into app code; the app's text catalogs are data it may read.
import { campDayKey } from '../../src/lib/camp-time';
import spanishErrors from '../../src/i18n/locales/es/errors.json';

export const parts = [campDayKey, spanishErrors];
