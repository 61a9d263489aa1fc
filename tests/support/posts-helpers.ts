import sharp from 'sharp';

/** A multipart body as the browser would send it, for app.inject. */
export async function multipartBody(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string; field?: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append(file.field ?? 'image', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = new Response(form);
  return { payload: Buffer.from(await res.arrayBuffer()), headers: { 'content-type': res.headers.get('content-type') ?? '' } };
}

/** A JPEG photo of the given size carrying EXIF, GPS and a "rotate 90°" orientation, as phones write them. */
export function phoneJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 60 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'CampPhone', Model: 'Trail 3' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '122/1 40/1 0/1' },
    })
    .toBuffer();
}
