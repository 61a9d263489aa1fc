// Linted as src/features/events/boundary-fixture.ts (a screen that must work offline): calls src/api.
// Linted as src/features/auth/boundary-fixture.ts (an online-only screen): allowed.
import { errorText } from '../../api/client';

export const explain = errorText;
