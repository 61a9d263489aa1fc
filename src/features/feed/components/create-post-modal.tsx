import { ImagePlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CaptionField } from '../../../components/caption-field';
import { Modal } from '../../../components/modal';
import { PhotoField, PhotoPicker } from '../../../components/photo-pick';
import { ui } from '../../../components/ui';
import { createPost } from '../../../db/mutate';
import { useTranslation } from '../../../i18n';
import { canSubmitCaption } from '../../../lib/caption';
import { downscaleImage } from '../../../lib/downscale';
import { authorOf } from '../../../lib/post-rules';
import { usePickedPhoto } from '../../../lib/use-picked-photo';
import { useAuthStore } from '../../../stores/auth-store';

interface Props {
  onClose: () => void;
  onPosted: () => void;
}

/**
 * Create Post: optional image, required caption; 'Posting...' while busy (SPEC §4.3). The dialog opens
 * at once; its form waits inside it while the photo texts load.
 */
export function CreatePostModal({ onClose, onPosted }: Props) {
  const { t } = useTranslation('feed');
  const [busy, setBusy] = useState(false);
  return (
    <Modal title={t('feed:createPost')} onClose={busy ? undefined : onClose}>
      <CreatePostForm busy={busy} setBusy={setBusy} onClose={onClose} onPosted={onPosted} />
    </Modal>
  );
}

function CreatePostForm({ busy, setBusy, onClose, onPosted }: Props & { busy: boolean; setBusy: (busy: boolean) => void }) {
  const { t } = useTranslation(['feed', 'photos']);
  const user = useAuthStore((s) => s.user);
  const [caption, setCaption] = useState('');
  const photo = usePickedPhoto();
  const { file, clear } = photo;
  const [notKept, setNotKept] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!user || !canSubmitCaption(caption)) return;
    setBusy(true);
    setNotKept(false);
    try {
      const image = file ? await downscaleImage(file) : undefined;
      await createPost({ caption, image, filename: file?.name }, authorOf(user));
      setCaption('');
      clear();
      onPosted();
      onClose();
    } catch (err) {
      console.warn('post creation failed', err);
      setNotKept(true);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4">
      <PhotoField
        photo={photo}
        alt={t('feed:selectedPhotoAlt')}
        previewClass="max-h-72 w-full rounded-lg object-cover"
        removeLabel={t('feed:removeImage')}
      >
        <PhotoPicker
          className="flex cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-dashed border-slate-300 p-6 text-sm text-slate-500 dark:border-slate-700"
          label={t('feed:addPhoto')}
          onPick={photo.pick}
        >
          <ImagePlus aria-hidden className="h-5 w-5" /> {t('feed:addPhotoOptional')}
        </PhotoPicker>
      </PhotoField>
      {notKept ? (
        <p role="alert" className={ui.error}>
          {t('feed:postNotKept')}
        </p>
      ) : null}
      <CaptionField value={caption} onChange={setCaption} placeholder={t('feed:captionPlaceholder')} />
      <button type="submit" className={`${ui.button} w-full`} disabled={busy || !canSubmitCaption(caption)}>
        {busy ? t('feed:posting') : t('feed:postButton')}
      </button>
    </form>
  );
}
