import { ImagePlus, Send, X } from 'lucide-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { IconButton } from '../../../components/icon-button';
import { PhotoPicker, PickedPhoto } from '../../../components/photo-pick';
import { ui } from '../../../components/ui';
import type { ChatMessage } from '../../../db/chat/use-chat';
import { useTranslation } from '../../../i18n';
import { photoFileError } from '../../../lib/photo-upload';
import type { MessageExtras } from '../hooks/use-chat-actions';

interface Props {
  /** The message being answered, if any. */
  replyTo: ChatMessage | null;
  onCancelReply: () => void;
  /** Answers whether the message was kept: if not, its text and photo come back into the box. */
  onSend: (text: string, extras: MessageExtras) => Promise<boolean>;
}

/** The message box: sends trimmed, non-empty text (SPEC §5), or a photo with an optional caption, maybe as a reply. */
export function Composer({ replyTo, onCancelReply, onSend }: Props) {
  const { t } = useTranslation(['chat', 'photos']);
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const pick = (file: File | undefined) => {
    const problem = file ? photoFileError(file) : null;
    setError(problem ? t(problem) : null);
    setImage(file && !problem ? file : null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const content = text.trim();
    if (!content && !image) return;
    const typed = { text, image };
    setText('');
    setImage(null);
    const kept = await onSend(content, { ...(replyTo ? { replyToId: replyTo.id } : {}), ...(image ? { image } : {}) });
    if (kept) return;
    // Not kept: the camper gets back what they wrote, unless they started another message meanwhile.
    setText((now) => now || typed.text);
    setImage((now) => now ?? typed.image);
  };
  const replyName = replyTo?.Sender ? `${replyTo.Sender.profile.first_name} ${replyTo.Sender.profile.last_name}` : '';
  return (
    <form className="border-t border-slate-200 p-3 dark:border-slate-800" onSubmit={(e) => void submit(e)}>
      {replyTo ? (
        <div className="mb-2 flex items-center gap-2 rounded border-l-4 border-emerald-600 bg-slate-100 px-2 py-1 text-xs dark:bg-slate-800">
          <span className="min-w-0 flex-1 truncate">
            <span className="font-semibold">{t('chat:replyingTo', { name: replyName })}</span>{' '}
            {replyTo.type === 'image' && !replyTo.content ? t('chat:quote.photo') : replyTo.content}
          </span>
          <IconButton label={t('chat:cancelReply')} icon={X} className="rounded p-0.5" onClick={onCancelReply} />
        </div>
      ) : null}
      {preview ? (
        <div className="mb-2 w-32">
          <PickedPhoto
            src={preview}
            alt=""
            className="h-24 w-32 rounded object-cover"
            removeLabel={t('chat:cancel')}
            onRemove={() => setImage(null)}
          />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mb-2 text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <PhotoPicker className={`${ui.buttonSecondary} cursor-pointer`} label={t('chat:sendPhoto')} onPick={pick}>
          <ImagePlus className="h-4 w-4" aria-hidden />
        </PhotoPicker>
        <input
          className={ui.input}
          placeholder={t('chat:composerPlaceholder')}
          aria-label={t('chat:messageLabel')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className={ui.button} aria-label={t('chat:send')} disabled={!text.trim() && !image}>
          <Send className="h-4 w-4" aria-hidden />
        </button>
      </div>
    </form>
  );
}
