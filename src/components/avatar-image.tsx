import { useTranslation } from '../i18n';

/** A round avatar: the photo, or the first letter of the name. */
export function AvatarImage({ src, name, size = 'h-20 w-20 text-2xl' }: { src: string | null | undefined; name: string; size?: string }) {
  const { t } = useTranslation('common');
  if (src) return <img src={src} alt={t('common:avatarOf', { name })} className={`${size} rounded-full object-cover`} />;
  return (
    <span
      className={`${size} flex items-center justify-center rounded-full bg-emerald-100 font-semibold text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100`}
    >
      {name.charAt(0).toUpperCase() || '?'}
    </span>
  );
}
