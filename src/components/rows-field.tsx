import type { Key, ReactNode } from 'react';
import { AddRowButton, RemoveRowButton } from './form-fields';
import { ui } from './ui';

interface Props<T> {
  legend: string;
  rows: readonly T[];
  /** The inputs of row `index`. */
  children: (row: T, index: number) => ReactNode;
  /** A row's key; its place by default. */
  keyOf?: (row: T, index: number) => Key;
  /** Row `index`'s remove button and its name ('Remove option 2'); none where a row may not go (the last one left). */
  remove?: { label: (index: number) => string; onClick: (index: number) => void };
  add: { label: string; onClick: () => void };
  /** A line under the add button. */
  note?: ReactNode;
}

/** A list field of a form (counselors, poll options, sheet slots, team members): a row of inputs per item, then "Add". */
export function RowsField<T>({ legend, rows, children, keyOf = (_row, index) => index, remove, add, note }: Props<T>) {
  return (
    <fieldset className="space-y-2">
      <legend className={ui.label}>{legend}</legend>
      {rows.map((row, i) => (
        <div key={keyOf(row, i)} className="flex gap-2">
          {children(row, i)}
          {remove ? <RemoveRowButton label={remove.label(i)} onClick={() => remove.onClick(i)} /> : null}
        </div>
      ))}
      <AddRowButton label={add.label} onClick={add.onClick} />
      {note}
    </fieldset>
  );
}
