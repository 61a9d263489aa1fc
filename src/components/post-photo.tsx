import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useLocalImage } from '../db/hooks/use-local-image';
import { useTranslation } from '../i18n';

/** A post's photo: a photo still waiting on this phone shows from IndexedDB; a broken one says 'Photo unavailable'. */
export function PostPhoto({ src, alt, className = '', onClick }: { src: string; alt: string; className?: string; onClick?: () => void }) {
  const { t } = useTranslation('common');
  const url = useLocalImage(src);
  const [broken, setBroken] = useState<string | null>(null);
  if (!url || broken === url) {
    return (
      <div
        className={`flex flex-col items-center justify-center gap-2 bg-slate-200 text-sm text-slate-500 dark:bg-slate-800 dark:text-slate-400 ${className}`}
      >
        <ImageOff aria-hidden className="h-8 w-8" />
        {url ? t('common:photoUnavailable') : null}
      </div>
    );
  }
  const img = <img src={url} alt={alt} loading="lazy" className={`object-cover ${className}`} onError={() => setBroken(url)} />;
  return onClick ? (
    <button type="button" className="block w-full" onClick={onClick} aria-label={t('common:openPhoto', { name: alt })}>
      {img}
    </button>
  ) : (
    img
  );
}
