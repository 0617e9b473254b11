import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profile } from '../../../shared/schemas/profile';
import type { ApiCall } from '../../../tests/api/support/api-client';
import { startTwoBatchApi } from '../../../tests/api/support/two-batch-api';
import type { TwoBatchWorld } from '../../../tests/support/fixtures';
import type { TestServer } from '../../../tests/support/test-server';
import { media } from '../../db/schema';

let server: TestServer;
let call: ApiCall;
let world: TwoBatchWorld;

beforeAll(async () => {
  ({ server, call, world } = await startTwoBatchApi());
});
afterAll(() => server.stop());

// A 1x1 transparent PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function profileForm(fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

describe('profile', () => {
  it('shows the profile with batch and subscription, and the names call', async () => {
    const answer = await call('GET', '/api/profile/', { token: world.studentA.token });
    expect(profile.parse(answer.body)).toMatchObject({
      first_name: 'Asha',
      email: world.studentA.email,
      profile_picture: null,
      batch: { id: world.batchA.id, name: world.batchA.name },
      valid_until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const names = await call('GET', '/api/user/profile/', { token: world.teacherA.token });
    expect(names.body).toEqual({ first_name: 'Anita', last_name: 'Tester' });
  });

  it('updates only the fields sent and stores a picture served back at an absolute /media URL', async () => {
    await call('PATCH', '/api/profile/', {
      token: world.studentB.token,
      form: profileForm({
        first_name: 'Bina',
        last_name: 'Tester',
        parent_name: 'Ravi',
        address: '12 Park Road',
      }),
    });
    const updated = await call('PATCH', '/api/profile/', {
      token: world.studentB.token,
      form: profileForm({
        first_name: ' Bina ',
        last_name: 'Kapoor',
        mobile_number: '+91 98765 43210',
        date_of_birth: '2011-04-05',
        profile_picture: new File([png], 'me.gif', { type: 'image/gif' }),
      }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      first_name: 'Bina',
      last_name: 'Kapoor',
      parent_name: 'Ravi',
      address: '12 Park Road',
      mobile_number: '+91 98765 43210',
      date_of_birth: '2011-04-05',
      profile_picture: expect.stringMatching(new RegExp(`^${server.url}/media/profiles/[\\w-]+\\.png$`)),
    });

    const picture = await fetch(updated.body.profile_picture);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(png);

    // A new picture replaces the old one, which is no longer served.
    const replaced = await call('PATCH', '/api/profile/', {
      token: world.studentB.token,
      form: profileForm({
        first_name: 'Bina',
        last_name: 'Kapoor',
        profile_picture: new File([png], 'again.png'),
      }),
    });
    expect(replaced.body.profile_picture).not.toBe(updated.body.profile_picture);
    expect((await fetch(updated.body.profile_picture)).status).toBe(404);
  });

  it('serves a picture for a year and answers 304 to its ETag, from the database alone', async () => {
    const uploaded = await call('PATCH', '/api/profile/', {
      token: world.teacherB.token,
      form: profileForm({
        first_name: 'Bala',
        last_name: 'Tester',
        profile_picture: new File([png], 'me.png'),
      }),
    });
    // Nothing under DATA_DIR: another server with its own folder serves it just the same.
    rmSync(server.deps.config.mediaDir, { recursive: true, force: true });
    const picture = await fetch(uploaded.body.profile_picture);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const tag = picture.headers.get('etag');
    expect(tag).toMatch(/^"[^"]+"$/);
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(png);

    const revalidated = await fetch(uploaded.body.profile_picture, {
      headers: { 'if-none-match': `${tag}` },
    });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  it('keeps one picture a user when uploads race: each replaced one is deleted', async () => {
    const upload = () =>
      call('PATCH', '/api/profile/', {
        token: world.teacherA.token,
        form: profileForm({
          first_name: 'Anita',
          last_name: 'Tester',
          profile_picture: new File([png], 'a.png'),
        }),
      });
    const answers = await Promise.all([upload(), upload(), upload(), upload()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const shown = (await call('GET', '/api/profile/', { token: world.teacherA.token })).body.profile_picture;
    const stored = await server.deps.database.db
      .select({ key: media.key })
      .from(media)
      .where(eq(media.ownerId, world.teacherA.id));
    expect(stored.map((row) => `${server.url}/media/${row.key}`)).toEqual([shown]);
  });

  it('refuses paths outside the stored pictures with a JSON 404', async () => {
    for (const path of [
      '/media/profiles/..%2F..%2Fjwt-secret',
      '/media/profiles/x.png',
      '/media/profiles/1-0123456789abcdef.png',
      '/media/jwt-secret',
    ]) {
      const answer = await call('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.detail).toBeTruthy();
    }
  });
});
