import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ui } from '../../../components/ui';

/** The message box: sends trimmed, non-empty text (SPEC §5). */
export function Composer({ onSend }: { onSend: (text: string) => Promise<void> }) {
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
      <input className={ui.input} placeholder="Type a message..." aria-label="Message" value={text} onChange={(e) => setText(e.target.value)} />
      <button type="submit" className={ui.button} aria-label="Send" disabled={!text.trim()}>
        <Send className="h-4 w-4" aria-hidden />
      </button>
    </form>
  );
}
