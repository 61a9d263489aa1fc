import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

interface FormFile {
  bytes: Buffer;
  name: string;
  type: string;
  field?: string;
}

/** A multipart body as the browser would send it, for app.inject. */
export async function multipartBody(fields: Record<string, string>, file?: FormFile) {
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

/** POST /api/posts as `who` with a multipart form, as the app sends it (`key` its Idempotency-Key, when given). */
export async function postForm(
  server: { app: FastifyInstance },
  who: { token: string },
  fields: Record<string, string>,
  file?: FormFile,
  key?: string,
) {
  const form = await multipartBody(fields, file);
  return server.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: { ...form.headers, authorization: `Bearer ${who.token}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload: form.payload,
  });
}
