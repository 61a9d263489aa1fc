import { useTranslation } from '../i18n';
import { FormDialog, type FormDialogProps } from './form-dialog';

/**
 * A form that edits an item, or creates one where there is none, as its dialog shows it: the words of each case as
 * catalogue keys and the form it starts from, the form's rule, and how a failed save is said (a key, or a sentence
 * made of the error).
 */
export interface ItemDialog<T, F> extends Pick<FormDialogProps<F>, 'problem' | 'ready'> {
  /** Editing: the title's and the submit button's keys, and the form of the item. */
  edit: { title: string; submit: string; form: (item: T) => F };
  /** Creating: the same, and the form of a new one. */
  create: { title: string; submit: string; form: () => F };
  /** What the submit button says while the form is sent. */
  busy?: string;
  failed: string | FormDialogProps<F>['failure'];
}

type Props<T, F> = Omit<FormDialogProps<F>, 'texts' | 'initial' | 'failure' | 'problem' | 'ready'> & {
  item: T | undefined;
  dialog: ItemDialog<T, F>;
};

/** The form dialog (form-dialog.tsx) of one item: Edit when `item` is given, else Create. */
export function ItemFormDialog<T, F>({ item, dialog, ...rest }: Props<T, F>) {
  const { t } = useTranslation('common');
  const { title, submit } = item ? dialog.edit : dialog.create;
  const { failed, busy } = dialog;
  return (
    <FormDialog
      {...rest}
      texts={{ title: t(title), submit: t(submit), ...(busy ? { busy: t(busy) } : {}) }}
      initial={() => (item ? dialog.edit.form(item) : dialog.create.form())}
      problem={dialog.problem}
      ready={dialog.ready}
      failure={typeof failed === 'string' ? () => t(failed) : failed}
    />
  );
}
