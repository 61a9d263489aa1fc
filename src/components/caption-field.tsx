import { CAPTION_MAX } from '../../contracts/feed-rules';
import { captionCounter } from '../lib/caption';
import { useTranslation } from '../i18n';
import { ui } from './ui';

/** A post or photo caption: at most 300 characters, with the counter (SPEC §5, §9). */
export function CaptionField({ value, onChange, placeholder }: { value: string; onChange: (v: string) => void; placeholder: string }) {
  const { t } = useTranslation('common');
  return (
    <div>
      <textarea
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={CAPTION_MAX}
        rows={3}
        placeholder={placeholder}
        aria-label={t('common:caption')}
        className={ui.input}
      />
      <p className="mt-1 text-right text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
        {captionCounter(value)}
      </p>
    </div>
  );
}
