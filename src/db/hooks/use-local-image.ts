import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { LOCAL_BLOB_PREFIX } from '../posts-repo';
import { db } from '../schema';

/** An image address the <img> can show: a photo still waiting on this phone becomes an object URL. */
export function useLocalImage(src: string | null): string | null {
  const blobId = src?.startsWith(LOCAL_BLOB_PREFIX) ? src.slice(LOCAL_BLOB_PREFIX.length) : null;
  const blob = useLiveQuery(() => (blobId ? db.blobs.get(blobId) : undefined), [blobId]);
  const url = useMemo(() => (blob ? URL.createObjectURL(new Blob([blob.data], { type: blob.type })) : null), [blob]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return blobId ? url : src;
}
