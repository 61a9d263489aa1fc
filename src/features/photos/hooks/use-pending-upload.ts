import { useEffect, useState } from 'react';
import { clearPendingUpload, getPendingUpload } from '../../../db/pending-upload';

/** The photo picked with the top bar's camera button, taken once (then cleared) so the share dialog can open with it. */
export function usePendingUpload(): File | null {
  const [file, setFile] = useState<File | null>(null);
  useEffect(() => {
    let alive = true;
    void (async () => {
      const pending = await getPendingUpload();
      if (!pending || !alive) return;
      await clearPendingUpload();
      const ext = pending.type.split('/')[1] ?? 'jpg';
      setFile(new File([pending.data], `camera.${ext}`, { type: pending.type }));
    })();
    return () => {
      alive = false;
    };
  }, []);
  return file;
}
