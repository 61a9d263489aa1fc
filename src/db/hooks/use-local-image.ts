import { useEffect, useMemo } from 'react';
import { LOCAL_BLOB_PREFIX } from '../feed/feed-page';
import { useLazyLiveQuery } from './lazy-live-query';

/** An image address the <img> can show: a photo still waiting on this phone becomes an object URL. */
export function useLocalImage(src: string | null): string | null {
  const blobId = src?.startsWith(LOCAL_BLOB_PREFIX) ? src.slice(LOCAL_BLOB_PREFIX.length) : null;
  const blob = useLazyLiveQuery((reads) => reads.localBlob(blobId), [blobId], undefined);
  const url = useMemo(() => (blob ? URL.createObjectURL(new Blob([blob.data], { type: blob.type })) : null), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return blobId ? url : src;
}
