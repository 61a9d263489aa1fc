import { useEffect, useState } from 'react';
import { usePendingUploadRow } from '../../../db/feed/use-photos';
import { clearPendingUpload } from '../../../db/feed/photos-store';

/** The photo picked with the top bar's camera button, taken once (then cleared) so the share dialog opens with it. */
export function usePendingUpload(): File | null {
  const pending = usePendingUploadRow();
  const [file, setFile] = useState<File | null>(null);
  useEffect(() => {
    if (!pending) return;
    const ext = pending.type.split('/')[1] ?? 'jpg';
    setFile(new File([pending.data], `camera.${ext}`, { type: pending.type }));
    void clearPendingUpload();
  }, [pending]);
  return file;
}
