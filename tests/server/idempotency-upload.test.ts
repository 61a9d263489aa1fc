import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg, postForm } from '../support/posts-helpers.js';
import { createTestServer, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let camper: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  camper = await server.user();
});
afterAll(async () => server.close());

const upload = async (key: string, caption: string, photo: Buffer) => {
  return postForm(server, camper, { caption }, { bytes: photo, name: 'camp.jpg', type: 'image/jpeg' }, key);
};

describe('Idempotency-Key on a photo upload (DECISIONS 6)', () => {
  it('replays the same photo and caption (a new boundary is still the same request), and refuses another photo or caption with 422', async () => {
    const photo = await phoneJpeg(40, 30);
    const first = await upload('upload-1', 'Sunset', photo);
    expect(first.statusCode).toBe(201);
    const again = await upload('upload-1', 'Sunset', photo);
    expect([again.statusCode, again.body, again.headers['idempotent-replayed']]).toEqual([201, first.body, 'true']);
    const otherPhoto = await upload('upload-1', 'Sunset', await phoneJpeg(41, 30));
    expect([otherPhoto.statusCode, otherPhoto.json()]).toEqual([
      422,
      { error: 'This Idempotency-Key was already used for a different request.', code: 'idempotency_key_reused' },
    ]);
    expect((await upload('upload-1', 'Sunrise', photo)).statusCode).toBe(422);
  });
});
