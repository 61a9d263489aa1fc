/** A packing tick, as it reads before the database has it (its entry: packing.ts). */
import type { PackingItem } from '../../../contracts/packing';
import { defineTap } from '../taps/tap-look';

export const packingTaps = {
  tick: defineTap<{ id: number; checked: boolean }, Pick<PackingItem, 'id' | 'is_checked'>>({
    table: 'packing',
    idOf: (a) => a.id,
    shows: (row, a) => row.is_checked === a.checked,
    show: (row, a) => ({ ...row, is_checked: a.checked }),
    notSaved: 'common:tapNotSaved.tick',
  }),
};
