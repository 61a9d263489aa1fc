import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import type { FeedPost } from '../../../db/feed/use-feed';
import { useTranslation } from '../../../i18n';
import type { AlbumRef } from '../../../lib/albums';
import { ArchiveDownload } from '../online/archive-download';
import { PhotoGrid } from './photo-grid';

/** One album open: its title and count, Download, and its photos. */
export function AlbumView({
  album,
  title,
  photos,
  onOpen,
}: {
  album: AlbumRef;
  title: string;
  photos: FeedPost[];
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('photos');
  const back = 'day' in album ? '/photos?view=day' : '/photos?view=event';
  return (
    <div className="space-y-4">
      <Link to={back} className="mx-4 mt-4 inline-flex items-center gap-1 text-sm text-emerald-700 dark:text-emerald-400">
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t('photos:allAlbums')}
      </Link>
      <PageHeader title={title} subtitle={t('photos:albumCount', { count: photos.length })} />
      <div className="px-4">
        <ArchiveDownload query={'day' in album ? { day: album.day } : { event_id: album.event }} label={t('photos:downloadAlbum')} />
      </div>
      {photos.length === 0 ? <p className="px-4 text-sm text-slate-500">{t('photos:albumEmpty')}</p> : null}
      <PhotoGrid photos={photos} onOpen={onOpen} />
    </div>
  );
}
