import { useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { useConfirm } from '../../../components/use-confirm';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { categoryName } from '../packing-text';
import { PackingProgressBar } from './packing-progress-bar';
import { PackingRow, type PackingRowItem } from './packing-row';

interface Props {
  items: PackingRowItem[];
  onToggle: (item: PackingRowItem) => void;
  onReset: () => void;
}

/** A packing list with the essentials-only filter, progress over the shown items, and Reset All. */
export function PackingListView({ items, onToggle, onReset }: Props) {
  const { t } = useTranslation('packing');
  const [essentialsOnly, setEssentialsOnly] = useState(false);
  const resetting = useConfirm(
    { title: t('packing:resetTitle'), message: t('packing:resetMessage'), confirmLabel: t('packing:resetAll') },
    onReset,
  );
  const shown = essentialsOnly ? items.filter((i) => i.essential) : items;
  const categories = [...new Set(shown.map((i) => i.category))];

  return (
    <div className="space-y-4 px-4">
      <div className={`${ui.card} space-y-3`}>
        <PackingProgressBar shown={shown} />
        <div className="flex items-center justify-between gap-2">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 accent-emerald-600"
              checked={essentialsOnly}
              onChange={(e) => setEssentialsOnly(e.target.checked)}
            />
            {t('packing:essentialsOnly')}
          </label>
          <button type="button" className={ui.buttonSecondary} disabled={!items.some((i) => i.checked)} onClick={resetting.ask}>
            <RotateCcw className="h-4 w-4" aria-hidden /> {t('packing:resetAll')}
          </button>
        </div>
      </div>
      {categories.map((category) => (
        <section key={category} className={ui.card} aria-label={categoryName(category)}>
          <h2 className="mb-1 font-semibold">{categoryName(category)}</h2>
          <ul>
            {shown
              .filter((i) => i.category === category)
              .map((item) => (
                <PackingRow key={item.id} item={item} onToggle={onToggle} />
              ))}
          </ul>
        </section>
      ))}
      {resetting.dialog}
    </div>
  );
}
