// Linted as server/http/boundary-fixture.ts: the server reaching into app code, its text machinery included; the catalogs of texts/ are data it may read.
import { campDayKey } from '../../src/lib/camp-time';
import { languages } from '../../src/i18n/languages';
import spanishErrors from '../../texts/es/errors.json';

export const parts = [campDayKey, languages, spanishErrors];
