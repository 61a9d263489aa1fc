import { useId, type InputHTMLAttributes } from 'react';
import { ui } from '../../components/ui';

/** A labelled input of the sign-in screens. */
export function TextField({
  label,
  value,
  onChange,
  ...rest
}: { label: string; value: string; onChange: (v: string) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <input id={id} className={ui.input} value={value} onChange={(e) => onChange(e.target.value)} {...rest} />
    </div>
  );
}
