import type { ReplyQuote } from '../../../../contracts/chat';
import { useTranslation } from '../../../i18n';

/** The quote of the message a reply answers; tapping it shows the original. */
export function ReplyQuoteBlock({ quote, own, onOpen }: { quote: ReplyQuote; own: boolean; onOpen: (id: string) => void }) {
  const { t } = useTranslation('chat');
  const name = quote.sender_name ?? t('chat:quote.someone');
  const preview = quote.state === 'text' ? quote.preview : t(`chat:quote.${quote.state}`);
  return (
    <button
      type="button"
      data-testid="reply-quote"
      aria-label={t('chat:showOriginal', { name })}
      disabled={quote.state === 'deleted'}
      onClick={() => onOpen(quote.id)}
      className={`mb-1 block w-full rounded border-l-4 px-2 py-1 text-left text-xs ${own ? 'border-emerald-200 bg-emerald-800/60' : 'border-emerald-600 bg-white/70 dark:bg-slate-900/60'}`}
    >
      {quote.sender_name ? <span className="block font-semibold">{quote.sender_name}</span> : null}
      <span className={`block truncate ${quote.state === 'text' ? '' : 'italic'}`}>{preview}</span>
    </button>
  );
}
