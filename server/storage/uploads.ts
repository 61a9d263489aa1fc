/**
 * Multipart uploads and the /uploads/* files (upload-files.ts). Multipart files are capped at 10MB
 * (SPEC §9); a larger one is a 413 `file_too_large` (http/error-handler.ts), unless the route
 * declares its own limit.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES } from '../../contracts/photo-rules.js';
import type { ServerErrorCode } from '../../contracts/error-codes.js';
import { HttpError, badRequest } from '../http/errors.js';
import { assertNoNul } from '../http/input-rules.js';
import { registerUploadFiles } from './upload-files.js';

const limits = { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024 };

export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits });

  registerUploadFiles(app);
}

/** A file as the phone sent it. */
export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

/**
 * A photo a camp hub already checked and re-encoded, forwarded with its change: its display and thumbnail are in the
 * image store under the hub's keys; `sha256` is of the file the phone sent (contracts/hub-forward.ts).
 */
export interface MadeFile {
  field: string;
  filename: string;
  sha256: string;
  display: string;
  thumb: string;
}

export interface UploadedForm {
  fields: Record<string, string>;
  file?: UploadedFile | MadeFile;
}

/** The file as the phone sent it, when the form carries one (a forwarded photo carries what the hub made of it). */
export const sentFile = (form: UploadedForm): UploadedFile | undefined => (form.file && 'bytes' in form.file ? form.file : undefined);

/** A smaller file limit than the 10MB of photos, with its own refusal (e.g. avatars: 5MB). */
export interface FileLimit {
  bytes: number;
  code: ServerErrorCode;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own file limit: every way a file can be too large gets its refusal. */
    fileLimit?: FileLimit;
  }
}

/** What a form may carry besides its file: the text fields' limit, plus part headers. */
const FORM_OVERHEAD = (limits.fields + 1) * limits.fieldSize;

/** The route's file limit, if it declares one (`config: { fileLimit }`). */
const fileLimitOf = (request: FastifyRequest): FileLimit | undefined => request.routeOptions.config.fileLimit;

const forms = new WeakMap<FastifyRequest, Promise<UploadedForm>>();

/**
 * Reads a multipart request into its text fields and (at most) one file, or a JSON body's string
 * fields. The form is read once per request (the idempotency check may read it before the route),
 * always under the route's file limit.
 */
export async function readForm(request: FastifyRequest): Promise<UploadedForm> {
  if (!request.isMultipart()) return formOfJson(request.body);
  const cached = forms.get(request);
  if (cached) return cached;
  const reading = readParts(request, fileLimitOf(request));
  forms.set(request, reading);
  return reading;
}

/** A JSON body read as a form: its string fields, no file. */
export function formOfJson(body: unknown): UploadedForm {
  const fields = Object.fromEntries(
    Object.entries((body ?? {}) as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  return { fields };
}

async function readParts(request: FastifyRequest, fileLimit?: FileLimit): Promise<UploadedForm> {
  // A body declared larger than any acceptable form is refused before a byte of it is read.
  const declared = Number(request.headers['content-length'] ?? NaN);
  if (fileLimit && declared > fileLimit.bytes + FORM_OVERHEAD) throw new HttpError(413, fileLimit.code);
  const form: UploadedForm = { fields: {} };
  const parts = fileLimit ? request.parts({ limits: { ...limits, fileSize: fileLimit.bytes } }) : request.parts();
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (!form.file && bytes.length > 0) form.file = { field: part.fieldname, filename: part.filename, bytes };
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    // The size may be noticed by the file's reader or by the form's: both give the route's refusal.
    throw fileLimit && isFileTooLarge(err) ? new HttpError(413, fileLimit.code) : unreadableForm(err);
  }
  assertNoNul({ ...form.fields, filename: form.file?.filename });
  return form;
}

/** The framework's own "too large" failures (a file past its limit, a body past the server's). */
export const isFileTooLarge = (err: unknown): boolean => {
  const code = err && typeof err === 'object' && 'code' in err ? err.code : undefined;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE';
};

/** Size limits keep their own answer (413); a body that is not a readable form is the sender's fault (400). */
function unreadableForm(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  const status = err && typeof err === 'object' && 'statusCode' in err ? Number(err.statusCode) : 0;
  return status >= 400 && status < 500 ? err : badRequest('upload_unreadable');
}
