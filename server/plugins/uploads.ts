/**
 * Multipart uploads and the /uploads/* files. Multipart files are capped at 10MB (SPEC §9); a larger
 * one is a 413 'File size must be less than 10MB' (the sentence lives in plugins/errors.ts). Stored
 * files never change (each gets a new name), so they are served as immutable.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES } from '../../contracts/posts.js';
import { HttpError, badRequest, notFound } from '../lib/http-error.js';
import { assertNoNul } from '../lib/input-rules.js';
import { contentTypeOf, uploadKey } from '../storage/upload-keys.js';

const limits = { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024 };

export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits });

  app.get('/uploads/*', async (request, reply) => {
    const key = uploadKey(request.url);
    const stored = key ? await app.ctx.images.get(key) : null;
    if (!key || !stored) throw notFound('This photo is no longer available.');
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Length', stored.size)
      .type(contentTypeOf(key))
      .send(stored.body);
  });
}

export interface UploadedForm {
  fields: Record<string, string>;
  file?: { field: string; filename: string; bytes: Buffer };
}

/** A smaller file limit than the 10MB of photos, with its own sentence (e.g. avatars: 5MB). */
export interface FileLimit {
  bytes: number;
  message: string;
}

const forms = new WeakMap<FastifyRequest, Promise<UploadedForm>>();

/**
 * Reads a multipart request into its text fields and (at most) one file, or a JSON body's string
 * fields. The form is read once per request (the idempotency check may read it before the route).
 */
export async function readForm(request: FastifyRequest, fileLimit?: FileLimit): Promise<UploadedForm> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const fields = Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'));
    return { fields };
  }
  const cached = forms.get(request);
  if (cached) {
    const form = await cached;
    if (fileLimit && form.file && form.file.bytes.length > fileLimit.bytes) throw new HttpError(413, fileLimit.message);
    return form;
  }
  const reading = readParts(request, fileLimit);
  forms.set(request, reading);
  return reading;
}

async function readParts(request: FastifyRequest, fileLimit?: FileLimit): Promise<UploadedForm> {
  const form: UploadedForm = { fields: {} };
  const parts = fileLimit ? request.parts({ limits: { ...limits, fileSize: fileLimit.bytes } }) : request.parts();
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer().catch((err: unknown) => {
          throw fileLimit && (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? new HttpError(413, fileLimit.message) : err;
        });
        if (!form.file && bytes.length > 0) form.file = { field: part.fieldname, filename: part.filename, bytes };
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw unreadableForm(err);
  }
  assertNoNul({ ...form.fields, filename: form.file?.filename });
  return form;
}

/** Size limits keep their own answer (413); a body that is not a readable form is the sender's fault (400). */
function unreadableForm(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  const status = err && typeof err === 'object' && 'statusCode' in err ? Number(err.statusCode) : 0;
  return status >= 400 && status < 500 ? err : badRequest('The upload could not be read. Please choose the photo again.');
}
