import type { Reflection } from '../../../../contracts/reflections';
import { useFollowChange } from '../../../db/hooks/use-follow-change';
import { mutate } from '../../../db/mutate';
import type { ReflectionForm } from '../reflection-validation';
import { reflectionText as text } from '../reflection-text';

export interface ReflectionCampRef {
  id: string;
  name: string;
  year: number;
}

type Notify = (message: string, kind: 'success' | 'error' | 'info') => void;

/** Save (create or update) and delete, through the registry: shown at once, sent when there is signal. */
export function useReflectionActions(notify: Notify) {
  const follow = useFollowChange();
  const save = async (camp: ReflectionCampRef, form: ReflectionForm, existing?: Reflection): Promise<boolean> => {
    try {
      const row = await mutate('reflections.save', {
        id: existing?.id ?? crypto.randomUUID(),
        campId: camp.id,
        camp: { name: camp.name, year: camp.year },
        high: form.high,
        low: form.low,
        glitter: form.glitter,
        isPublic: form.isPublic,
        at: new Date().toISOString(),
      });
      follow(row, { waiting: () => notify(text.savedOffline, 'info'), refused: (reason) => notify(reason || text.saveFailed, 'error') });
      return true;
    } catch (err) {
      console.warn('reflections: not saved', err);
      notify(text.saveFailed, 'error');
      return false;
    }
  };
  const remove = async (reflection: Reflection) => {
    try {
      follow(await mutate('reflections.delete', { id: reflection.id }), { refused: () => notify(text.deleteFailed, 'error') });
    } catch {
      notify(text.deleteFailed, 'error');
    }
  };
  return { save, remove };
}
