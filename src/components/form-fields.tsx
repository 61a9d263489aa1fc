import { Plus, X } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';
import { IconButton } from './icon-button';
import { localToday } from '../lib/validation/dates';
import { ui } from './ui';

type FieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Several lines: a text area of this many rows. */
  rows?: number;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>;

/** A text field under its label (any input type); a text area when `rows` is given. */
export function Field({ label, value, onChange, rows, ...rest }: FieldProps) {
  return (
    <label className="block">
      <span className={ui.label}>{label}</span>
      {rows ? (
        <textarea
          className={ui.input}
          rows={rows}
          maxLength={rest.maxLength}
          required={rest.required}
          placeholder={rest.placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input className={ui.input} value={value} onChange={(e) => onChange(e.target.value)} {...rest} />
      )}
    </label>
  );
}

/** A whole number under its label, typed on the phone's number pad (a count, a number of days). */
export function CountField(props: Omit<FieldProps, 'type' | 'inputMode'>) {
  return <Field type="number" inputMode="numeric" {...props} />;
}

interface SelectProps<V extends string | number> {
  value: V;
  options: readonly V[];
  /** An option's words; the option itself when not given. */
  labelOf?: (option: V) => string;
  onChange: (value: V) => void;
  className?: string;
}

/** A choice among fixed options. */
export function Select<V extends string | number>({ value, options, labelOf = String, onChange, className = ui.input }: SelectProps<V>) {
  return (
    <select className={className} value={value} onChange={(e) => onChange(options.find((o) => String(o) === e.target.value) ?? value)}>
      {options.map((o) => (
        <option key={o} value={o}>
          {labelOf(o)}
        </option>
      ))}
    </select>
  );
}

/** A choice among fixed options under its label. */
export function SelectField<V extends string | number>({ label, ...select }: SelectProps<V> & { label: string }) {
  return (
    <label className="block">
      <span className={ui.label}>{label}</span>
      <Select {...select} />
    </label>
  );
}

/** Adds one more row to a list field (a counselor, a team member, a poll option). */
export function AddRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 text-sm text-emerald-700 hover:underline dark:text-emerald-400"
      onClick={onClick}
    >
      <Plus className="h-4 w-4" aria-hidden /> {label}
    </button>
  );
}

/** Removes one row of a list field; `label` names the row, e.g. 'Remove option 2'. */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return <IconButton label={label} icon={X} className={ui.buttonSecondary} onClick={onClick} />;
}

/** A date of birth: a date field that offers no day after today (SPEC §5). */
export function BirthDateField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return <Field label={label} type="date" max={localToday()} value={value} onChange={onChange} />;
}

/** The input of one row of a list field, named by `label` (its placeholder unless another is given). */
export function RowInput({
  label,
  value,
  onChange,
  placeholder = label,
  type,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  type?: string;
}) {
  return (
    <input
      className={ui.input}
      aria-label={label}
      placeholder={placeholder}
      type={type}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
