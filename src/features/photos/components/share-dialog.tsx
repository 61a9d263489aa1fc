import { Camera, Image as ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { CaptionField } from '../../../components/caption-field';
import { Modal } from '../../../components/modal';
import { PhotoField, PhotoPicker } from '../../../components/photo-pick';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { canSubmitCaption } from '../../../lib/caption';
import { usePickedPhoto } from '../../../lib/use-picked-photo';
import { usePhotoShare } from '../hooks/use-photo-share';
import { InstagramOption } from '../instagram/instagram-option';
import { MomentSelect, useMoment } from './moment-select';

/** The photo share dialog (SPEC §2.3, §4.3): no file, then a preview, then 'Sharing...', then closed. */
export function ShareDialog({
  initialFile,
  onClose,
  onShared,
}: {
  initialFile?: File | null;
  onClose: () => void;
  onShared: (message?: string) => void;
}) {
  const { t } = useTranslation('photos');
  const photo = usePickedPhoto(initialFile);
  const { file, setError, clear } = photo;
  const [caption, setCaption] = useState('');
  const [toInstagram, setToInstagram] = useState(false);
  const { share, sharing } = usePhotoShare();
  const moment = useMoment();

  const submit = async () => {
    if (!file) return;
    const result = await share(file, caption, toInstagram, moment.eventId || undefined);
    if (!result.ok) {
      setError(result.message ?? null);
      return;
    }
    clear();
    setCaption('');
    onShared(result.message);
  };
  const pickButton = `${ui.buttonSecondary} flex-1 cursor-pointer`;

  return (
    <Modal title={t('photos:shareTitle')} onClose={sharing ? undefined : onClose}>
      <div className="space-y-4">
        <PhotoField
          photo={photo}
          alt={t('photos:previewAlt')}
          previewClass="max-h-80 w-full rounded-lg object-contain"
          removeLabel={t('photos:removePhoto')}
          disabled={sharing}
        >
          <div className="flex gap-3">
            <PhotoPicker className={pickButton} label={t('photos:cameraLabel')} camera onPick={photo.pick}>
              <Camera aria-hidden className="h-4 w-4" /> {t('photos:camera')}
            </PhotoPicker>
            <PhotoPicker className={pickButton} label={t('photos:galleryLabel')} onPick={photo.pick}>
              <ImageIcon aria-hidden className="h-4 w-4" /> {t('photos:gallery')}
            </PhotoPicker>
          </div>
        </PhotoField>
        <CaptionField value={caption} onChange={setCaption} placeholder={t('photos:captionPlaceholder')} />
        <MomentSelect moment={moment} disabled={sharing} />
        <InstagramOption checked={toInstagram} onChange={setToInstagram} />
        <button
          type="button"
          className={`${ui.button} w-full`}
          disabled={!file || sharing || !canSubmitCaption(caption)}
          onClick={() => void submit()}
        >
          {sharing ? t('photos:sharing') : t('photos:sharePhoto')}
        </button>
      </div>
    </Modal>
  );
}
