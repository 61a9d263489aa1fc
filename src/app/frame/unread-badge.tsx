import { unreadBadgeText } from '../../lib/unread-badge';
import { useTranslation } from '../../i18n';

/**
 * The red count on a link's corner (the bell, Chat) and the words "unread" for screen readers; nothing when
 * nothing is unread. `corner` places it on the link.
 */
export function UnreadBadge({ count, corner, testId }: { count: number; corner: string; testId: string }) {
  const { t } = useTranslation('frame');
  const text = unreadBadgeText(count);
  if (!text) return null;
  return (
    <>
      <span
        data-testid={testId}
        className={`absolute ${corner} min-w-[1.1rem] rounded-full bg-red-600 px-1 text-center text-[10px] font-bold leading-[1.1rem] text-white`}
      >
        {text}
      </span>
      <span className="sr-only">{t('frame:link.unread')}</span>
    </>
  );
}
