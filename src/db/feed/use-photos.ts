import { useLiveQuery } from '../hooks/use-live-query';
import { getPendingUpload, type PendingUpload } from './photos-store';

/** The photo waiting from the top bar's camera button, live (it can arrive while /photos is open). */
export function usePendingUploadRow(): PendingUpload | undefined {
  return useLiveQuery(() => getPendingUpload(), []);
}
