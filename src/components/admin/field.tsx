import type { InputHTMLAttributes } from 'react';
import { ui } from '../ui';

/** A labelled input of the admin forms. */
export function Field({
  label,
  value,
  onChange,
  ...rest
}: { label: string; value: string; onChange: (v: string) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  return (
    <label className="block">
      <span className={ui.label}>{label}</span>
      <input className={ui.input} value={value} onChange={(e) => onChange(e.target.value)} {...rest} />
    </label>
  );
}
