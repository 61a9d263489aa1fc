import { Share2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../i18n';
import { useInstagramAccount } from './use-instagram-account';

/** A toggle when an Instagram account is connected; a Connect link when not; a note when offline (SPEC §2.3). */
export function InstagramOption({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const { t } = useTranslation('photos');
  const target = useInstagramAccount();
  const connected = target.state === 'connected';
  useEffect(() => {
    if (!connected && checked) onChange(false);
  }, [connected, checked, onChange]);
  if (target.state === 'checking' || target.state === 'unknown') return null;
  if (target.state === 'offline') return <p className="text-sm text-slate-500 dark:text-slate-400">{t('photos:instagramOffline')}</p>;
  if (target.state === 'not-connected') {
    return (
      <Link
        to="/profile-instagram"
        className="inline-flex items-center gap-2 text-sm text-emerald-700 hover:underline dark:text-emerald-400"
      >
        <Share2 aria-hidden className="h-4 w-4" /> {t('photos:instagramConnect')}
      </Link>
    );
  }
  return (
    <label className="flex items-center justify-between gap-3 text-sm">
      <span className="inline-flex items-center gap-2">
        <Share2 aria-hidden className="h-4 w-4" /> {t('photos:instagramAlso', { username: target.account.username })}
      </span>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-5 w-5 accent-emerald-600"
      />
    </label>
  );
}
