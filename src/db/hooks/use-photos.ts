import { useLiveQuery } from './use-live-query';
import { getPendingUpload, type PendingUpload } from '../photos';

/** The photo waiting from the top bar's camera button, live (it can arrive while /photos is open). */
export function usePendingUploadRow(): PendingUpload | undefined {
  return useLiveQuery(() => getPendingUpload(), []);
}
