import { useAdminChange } from './use-admin-change';

interface EditorCalls<Form, Input> {
  /** The form as the server takes it. */
  toInput: (form: Form) => Input;
  create: (input: Input) => Promise<unknown>;
  update: (id: string, input: Input) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}

/** The keys of the sentences of a refused change: without signal, a save, a delete. */
interface EditorTexts {
  offline: string;
  saveFailed: string;
  deleteFailed: string;
}

/**
 * The save and delete of an editor of a list the phone keeps (Snap Polls, the sheet editor), through `useAdminChange`:
 * `save` creates without an id and updates with one; `remove` deletes once the person says yes to `question`.
 */
export function useEditorChanges<Form, Input>(texts: EditorTexts, calls: EditorCalls<Form, Input>) {
  const { busy, error, run } = useAdminChange(texts.offline);
  return {
    busy,
    error,
    run,
    save: (form: Form, id?: string) =>
      run(() => (id ? calls.update(id, calls.toInput(form)) : calls.create(calls.toInput(form))), texts.saveFailed),
    remove: (id: string, question: string) => {
      if (window.confirm(question)) void run(() => calls.remove(id), texts.deleteFailed);
    },
  };
}
