import { Camera, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { PhotoViewer } from '../../components/photo-viewer';
import { Toast, useToast } from '../../components/toast';
import { ui } from '../../components/ui';
import { useFeedPosts } from '../../db/feed/use-feed';
import { useTranslation } from '../../i18n';
import { RELOAD_AFTER_UPLOAD_MS } from '../../lib/photo-upload';
import { isSamplePost } from '../../lib/post-rules';
import { samplePosts, showSamples } from '../../lib/sample-posts';
import { useReplicationStatus } from '../../db/hooks/use-replication-status';
import { replicate } from '../../replication/replicate';
import { AlbumList } from './components/album-list';
import { AlbumView } from './components/album-view';
import { GallerySummary } from './components/gallery-summary';
import { PhotoGrid } from './components/photo-grid';
import { ShareDialog } from './components/share-dialog';
import { ViewTabs } from './components/view-tabs';
import { useAlbums } from './hooks/use-albums';
import { usePendingUpload } from './hooks/use-pending-upload';
import { ArchiveDownload } from './online/archive-download';

export function PhotosPage() {
  const { t } = useTranslation(['photos', 'feed']);
  const cached = useFeedPosts();
  const status = useReplicationStatus();
  const loadFailed = status?.state === 'offline' || status?.state === 'failed';
  const [dialog, setDialog] = useState<{ file: File | null } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const pending = usePendingUpload();
  const { toast, show } = useToast(5000);
  const reload = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(reload.current), []);
  useEffect(() => {
    if (pending) setDialog({ file: pending });
  }, [pending]);

  const posts = showSamples(cached, loadFailed) ? samplePosts() : (cached ?? []);
  const photos = posts.filter((p) => p.image || isSamplePost(p.id));
  const albums = useAlbums(photos);
  const open = photos.find((p) => p.id === viewing);
  const shared = (message?: string) => {
    setDialog(null);
    if (message) show(message, 'info');
    clearTimeout(reload.current);
    reload.current = setTimeout(() => void replicate(), RELOAD_AFTER_UPLOAD_MS);
  };
  const viewer = open ? (
    <PhotoViewer post={open} posts={albums.open ? albums.openPhotos : photos} onMove={setViewing} onClose={() => setViewing(null)} />
  ) : null;

  if (albums.open) {
    return (
      <>
        <AlbumView album={albums.open} title={albums.openTitle} photos={albums.openPhotos} onOpen={setViewing} />
        {viewer}
      </>
    );
  }

  return (
    <div className="space-y-4">
      <PageHeader title={t('photos:title')} subtitle={t('photos:subtitle')} />
      <GallerySummary photos={photos} />
      <div className="flex gap-3 px-4">
        <button type="button" className={`${ui.button} flex-1`} onClick={() => setDialog({ file: null })}>
          <Camera aria-hidden className="h-4 w-4" /> {t('photos:takePhoto')}
        </button>
        <button type="button" className={`${ui.buttonSecondary} flex-1`} onClick={() => setDialog({ file: null })}>
          <Upload aria-hidden className="h-4 w-4" /> {t('photos:uploadShare')}
        </button>
      </div>
      <div className="px-4">
        <ArchiveDownload query={{}} label={t('photos:downloadAll')} />
      </div>
      <ViewTabs value={albums.view} onChange={albums.setView} />
      {cached === undefined ? <p className="px-4 text-sm text-slate-500">{t('photos:loading')}</p> : null}
      {cached !== undefined && photos.length === 0 ? <p className="px-4 text-sm text-slate-500">{t('photos:empty')}</p> : null}
      {albums.view === 'all' ? <PhotoGrid photos={photos} onOpen={setViewing} /> : null}
      {albums.view === 'day' && photos.length > 0 ? (
        <AlbumList albums={albums.byDay()} titleOf={albums.dayTitle} refOf={(day) => ({ day })} />
      ) : null}
      {albums.view === 'event' && photos.length > 0 ? (
        <AlbumList albums={albums.byEvent()} titleOf={albums.eventTitle} refOf={(event) => ({ event })} empty={t('photos:noEventAlbums')} />
      ) : null}
      {viewer}
      {dialog ? <ShareDialog initialFile={dialog.file} onClose={() => setDialog(null)} onShared={shared} /> : null}
      <Toast toast={toast} />
    </div>
  );
}
