import type { ArchiveQuery } from '../../contracts/feed-archive';
import { api } from './client';

export interface ArchiveProgress {
  received: number;
  /** The zip's length, when the server told it (0 otherwise). */
  total: number;
}

/**
 * GET /photos/archive: the take-home download, read as it arrives (progress from Content-Length, or
 * the bytes received), then handed over whole with the file name the server gave it.
 */
export async function downloadArchive(
  query: ArchiveQuery,
  onProgress: (progress: ArchiveProgress) => void,
  signal?: AbortSignal,
): Promise<{ blob: Blob; filename: string }> {
  const searchParams = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<string, string>;
  const response = await api.get('photos/archive', {
    searchParams,
    signal,
    onDownloadProgress: (p) => onProgress({ received: p.transferredBytes, total: p.totalBytes }),
  });
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return { blob: await response.blob(), filename: named?.[1] ?? 'camp-weekend-photos.zip' };
}
