import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useLocalImage } from '../db/hooks/use-local-image';
import { useTranslation } from '../i18n';
import { feedAspectRatio } from '../lib/photo-aspect';

/**
 * A post's photo: a photo still waiting on this phone shows from IndexedDB; a broken one says 'Photo unavailable'.
 * `asTaken` keeps the photo's own shape within the feed's bounds (src/lib/photo-aspect.ts) instead of the box's.
 */
export function PostPhoto({
  src,
  alt,
  className = '',
  onClick,
  asTaken = false,
}: {
  src: string;
  alt: string;
  className?: string;
  onClick?: () => void;
  asTaken?: boolean;
}) {
  const { t } = useTranslation('common');
  const url = useLocalImage(src);
  const [broken, setBroken] = useState<string | null>(null);
  const [ratio, setRatio] = useState(1);
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
  const img = (
    <img
      src={url}
      alt={alt}
      loading="lazy"
      className={`object-cover ${className}`}
      style={asTaken ? { aspectRatio: ratio } : undefined}
      onLoad={asTaken ? (e) => setRatio(feedAspectRatio(e.currentTarget.naturalWidth, e.currentTarget.naturalHeight)) : undefined}
      onError={() => setBroken(url)}
    />
  );
  return onClick ? (
    <button type="button" className="block w-full" onClick={onClick} aria-label={t('common:openPhoto', { name: alt })}>
      {img}
    </button>
  ) : (
    img
  );
}
