import { Pencil, Trash2 } from 'lucide-react';
import type { MapLocation } from '../../../../contracts/map';
import { ui } from '../../../components/ui';
import { WaitingMark } from '../../../components/waiting-mark';
import type { LocalMark } from '../../../db/schema';
import { mapIconComponents } from '../map-icons';
import { IconButton } from '../../../components/icon-button';
import { useTranslation } from '../../../i18n';
import { useSeedText } from '../../../lib/seed-text';

interface Props {
  locations: (MapLocation & LocalMark)[];
  /** Edit and delete buttons show in the admin's editing mode only. */
  editing: boolean;
  onEdit: (l: MapLocation) => void;
  onDelete: (l: MapLocation) => void;
}

export function LocationList({ locations, editing, onEdit, onDelete }: Props) {
  const { t } = useTranslation('map');
  const seed = useSeedText();
  return (
    <ul className="space-y-2 px-4" aria-label={t('map:keyLocationsLabel')}>
      {locations.map((l) => {
        const Icon = mapIconComponents[l.icon];
        const name = seed(l.name);
        return (
          <li key={l.id} id={`place-${l.id}`} className={`${ui.card} flex gap-3`} aria-label={name}>
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
              <Icon className="h-5 w-5" aria-hidden data-icon={l.icon} />
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{name}</p>
              <p className="text-sm text-slate-600 dark:text-slate-300">{seed(l.description)}</p>
              {l._pending ? <WaitingMark className="mt-1" /> : null}
            </div>
            {editing ? (
              <div className="flex shrink-0 flex-col gap-1">
                <IconButton label={t('map:editLabel', { name })} icon={Pencil} className={ui.buttonSecondary} onClick={() => onEdit(l)} />
                <IconButton
                  label={t('map:deleteLabel', { name })}
                  icon={Trash2}
                  iconClass="h-4 w-4 text-red-600"
                  className={ui.buttonSecondary}
                  onClick={() => onDelete(l)}
                />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
