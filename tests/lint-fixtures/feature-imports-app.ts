// Linted as src/features/feed/boundary-fixture.ts: a screen reaching up into the app's route table.
import { lazyPage } from '../../app/lazy-page';

export const page = lazyPage;
