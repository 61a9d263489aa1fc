import { GalleryHorizontal } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../i18n';
import { albumPath } from '../lib/albums';
import { ui } from './ui';

/** An event's photo album on the Photos screen. */
export function AlbumLink({ eventId }: { eventId: string }) {
  const { t } = useTranslation('common');
  return (
    <Link to={albumPath({ event: eventId })} className={ui.buttonSecondary}>
      <GalleryHorizontal aria-hidden className="h-4 w-4" />
      {t('common:eventPhotos')}
    </Link>
  );
}
