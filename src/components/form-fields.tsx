import { ui } from './ui';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** Several lines: a text area of this many rows. */
  rows?: number;
}

/** A required text field under its label; a text area when `rows` is given. */
export function TextField({ label, value, onChange, maxLength, rows }: TextFieldProps) {
  const common = { className: ui.input, value, maxLength, required: true };
  return (
    <label className="block">
      <span className={ui.label}>{label}</span>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} onChange={(e) => onChange(e.target.value)} />
      )}
    </label>
  );
}

interface SelectFieldProps<V extends string> {
  label: string;
  value: V;
  options: readonly V[];
  labelOf: (option: V) => string;
  onChange: (value: V) => void;
}

/** A choice among fixed options under its label. */
export function SelectField<V extends string>({ label, value, options, labelOf, onChange }: SelectFieldProps<V>) {
  return (
    <label className="block">
      <span className={ui.label}>{label}</span>
      <select className={ui.input} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {labelOf(o)}
          </option>
        ))}
      </select>
    </label>
  );
}
