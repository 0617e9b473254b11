import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { twoBatchApiForFile } from '../../../tests/api/support/two-batch-api';
import { pictureForm, tinyPng } from '../../../tests/support/pictures';

const { server, call, world } = twoBatchApiForFile();

describe('GET /media/profiles/<name>', () => {
  it('serves a picture for a year and answers 304 to its ETag, from the database alone', async () => {
    const uploaded = await call('PATCH', '/api/profile/', {
      token: world.teacherB.token,
      form: pictureForm({ first_name: 'Bala', last_name: 'Tester' }, 'me.png'),
    });
    // Nothing under DATA_DIR: another server with its own folder serves it just the same.
    rmSync(server.deps.config.mediaDir, { recursive: true, force: true });
    const picture = await fetch(uploaded.body.profile_picture);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const tag = picture.headers.get('etag');
    expect(tag).toMatch(/^"[^"]+"$/);
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(tinyPng);

    const revalidated = await fetch(uploaded.body.profile_picture, {
      headers: { 'if-none-match': `${tag}` },
    });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
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
