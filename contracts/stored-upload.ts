import { z } from 'zod';

/**
 * The fields that hold an image the server itself stored (a post's photo, a message's photo, an avatar):
 * `/uploads/<folder>/<name>` on the server, answered with `?exp=&sig=` added (server/storage/signed-fields.ts
 * signs exactly these fields when an answer is built). A path typed into a text field is text, never signed.
 */
export const storedUploads = z.registry<{ storedUpload: true }>();

/** A field holding the address of an image the server stored, signed in every answer. */
export function storedUpload() {
  const field = z.string().meta({ description: 'The address of an image the server stored, signed: /uploads/...?exp=&sig=' });
  storedUploads.add(field, { storedUpload: true });
  return field;
}
