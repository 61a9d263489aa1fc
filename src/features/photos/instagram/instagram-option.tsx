import { Share2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useInstagramAccount } from '../hooks/use-instagram-account';

/** A toggle when an Instagram account is connected; otherwise a Connect link to the profile (SPEC §2.3). */
export function InstagramOption({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const { account, checked: known } = useInstagramAccount();
  if (!known) return null;
  if (!account) {
    return (
      <Link to="/profile" className="inline-flex items-center gap-2 text-sm text-emerald-700 hover:underline dark:text-emerald-400">
        <Share2 aria-hidden className="h-4 w-4" /> Connect Instagram to share there too
      </Link>
    );
  }
  return (
    <label className="flex items-center justify-between gap-3 text-sm">
      <span className="inline-flex items-center gap-2">
        <Share2 aria-hidden className="h-4 w-4" /> Also share to Instagram (@{account.username})
      </span>
      <input type="checkbox" role="switch" checked={checked} onChange={(e) => onChange(e.target.checked)} className="h-5 w-5 accent-emerald-600" />
    </label>
  );
}
