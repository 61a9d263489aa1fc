import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';

/** The message box: sends trimmed, non-empty text (SPEC §5). */
export function Composer({ onSend }: { onSend: (text: string) => Promise<void> }) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const content = text.trim();
    if (!content) return;
    setText('');
    await onSend(content);
  };
  return (
    <form className="flex gap-2 border-t border-slate-200 p-3 dark:border-slate-800" onSubmit={(e) => void submit(e)}>
      <input
        className={ui.input}
        placeholder={t('chat:composerPlaceholder')}
        aria-label={t('chat:messageLabel')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className={ui.button} aria-label={t('chat:send')} disabled={!text.trim()}>
        <Send className="h-4 w-4" aria-hidden />
      </button>
    </form>
  );
}
