import { useState, type FormEvent } from 'react';
import { mutate } from '../../../db/mutate';
import { useTranslation } from '../../../i18n';
import { authorOf } from '../../../lib/post-rules';
import { useAuthStore } from '../../../stores/auth-store';

/** Sent only when non-empty after trimming; Enter or Post sends it (SPEC §5). A comment not kept comes back into the box. */
export function CommentForm({ postId, inputRef }: { postId: string; inputRef?: React.Ref<HTMLInputElement> }) {
  const { t } = useTranslation('feed');
  const user = useAuthStore((s) => s.user);
  const [text, setText] = useState('');
  const [notKept, setNotKept] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!user || !text.trim()) return;
    const typed = text;
    setText('');
    setNotKept(false);
    mutate('feed.comment', {
      id: crypto.randomUUID(),
      postId,
      text: text.trim(),
      author: authorOf(user),
      createdAt: new Date().toISOString(),
    }).catch((err: unknown) => {
      console.warn('comment failed', err);
      setText((now) => now || typed);
      setNotKept(true);
    });
  };
  const form = (
    <form onSubmit={submit} className="flex items-center gap-2 border-t border-slate-100 px-4 py-2 dark:border-slate-800">
      <input
        ref={inputRef}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('feed:commentPlaceholder')}
        aria-label={t('feed:commentLabel')}
        className="flex-1 bg-transparent py-1 text-sm outline-none"
      />
      <button type="submit" disabled={!text.trim()} className="text-sm font-semibold text-emerald-600 disabled:opacity-40">
        {t('feed:postButton')}
      </button>
    </form>
  );
  if (!notKept) return form;
  return (
    <>
      {form}
      <p role="alert" className="px-4 pb-2 text-sm text-red-600">
        {t('feed:commentNotKept')}
      </p>
    </>
  );
}
