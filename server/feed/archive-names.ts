/**
 * The names inside the take-home download: each photo as `YYYY-MM-DD_HHMM_<author>_<n>.jpg` on the
 * camp's clock, and `captions.txt` telling each file's caption, author and time.
 */
import { campClockParts } from '../../contracts/events-basics.js';
import { fileSafe } from '../../contracts/file-names.js';
import type { ArchivePhoto } from './repository.js';

const two = (n: number) => String(n).padStart(2, '0');

/** The camp-clock day and time of an instant: { day: '2025-09-06', time: '09:30' }. */
function campMoment(at: Date): { day: string; time: string } {
  const p = campClockParts(at);
  return { day: `${p.year}-${two(p.month)}-${two(p.day)}`, time: `${two(p.hour)}:${two(p.minute)}` };
}

type Named<P> = P & { name: string };

/** Each photo's file name; `<n>` counts each author's photos (by their file-safe name), so every name is unique. */
export function namedEntries<P extends ArchivePhoto>(photos: P[]): Named<P>[] {
  const counts = new Map<string, number>();
  return photos.map((photo) => {
    const author = fileSafe(photo.author, 'camper');
    const n = (counts.get(author) ?? 0) + 1;
    counts.set(author, n);
    const { day, time } = campMoment(photo.createdAt);
    return { ...photo, name: `${day}_${time.replace(':', '')}_${author}_${n}.jpg` };
  });
}

/** captions.txt: one block per file, its caption (each line indented), author and camp time. */
export function captionsText(entries: Named<ArchivePhoto>[]): string {
  const blocks = entries.map((e) => {
    const { day, time } = campMoment(e.createdAt);
    const caption = e.caption.replace(/\r\n?/g, '\n').split('\n').join('\n    ');
    return `${e.name}\n  Caption: ${caption}\n  By: ${e.author}\n  At: ${day} ${time} (camp time)\n`;
  });
  return blocks.length ? blocks.join('\n') : 'No photos.\n';
}
