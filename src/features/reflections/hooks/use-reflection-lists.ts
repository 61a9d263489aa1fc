import type { Reflection } from '../../../../contracts/reflections';
import { useCamps } from '../../../db/camps/use-camps';
import { useMyReflections } from '../../../db/reflections/use-reflections';
import type { LocalMark } from '../../../db/schema';
import type { ReflectionCampRef } from './use-reflection-actions';

/** The person's reflections and the camps still without one (camps known from the phone's camp list and from the reflections). */
export function useReflectionLists(): { mine: (Reflection & LocalMark)[]; open: ReflectionCampRef[]; anyCamp: boolean } | undefined {
  const camps = useCamps();
  const mine = useMyReflections();
  if (!camps || !mine) return undefined;
  const written = new Set(mine.map((r) => r.camp_id));
  const open = camps.filter((c) => !written.has(c.id)).map(({ id, name, year }) => ({ id, name, year }));
  return { mine, open, anyCamp: camps.length > 0 || mine.length > 0 };
}
