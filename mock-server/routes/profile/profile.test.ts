import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profile } from '../../../shared/schemas/profile';
import { twoBatchApiForFile } from '../../../tests/api/support/two-batch-api';
import { media } from '../../db/schema';

const api = twoBatchApiForFile();

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
    const answer = await api.call('GET', '/api/profile/', { token: api.world.studentA.token });
    expect(profile.parse(answer.body)).toMatchObject({
      first_name: 'Asha',
      email: api.world.studentA.email,
      profile_picture: null,
      batch: { id: api.world.batchA.id, name: api.world.batchA.name },
      valid_until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const names = await api.call('GET', '/api/user/profile/', { token: api.world.teacherA.token });
    expect(names.body).toEqual({ first_name: 'Anita', last_name: 'Tester' });
  });

  it('updates only the fields sent and stores a picture served back at an absolute /media URL', async () => {
    await api.call('PATCH', '/api/profile/', {
      token: api.world.studentB.token,
      form: profileForm({
        first_name: 'Bina',
        last_name: 'Tester',
        parent_name: 'Ravi',
        address: '12 Park Road',
      }),
    });
    const updated = await api.call('PATCH', '/api/profile/', {
      token: api.world.studentB.token,
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
      profile_picture: expect.stringMatching(new RegExp(`^${api.server.url}/media/profiles/[\\w-]+\\.png$`)),
    });

    const picture = await fetch(updated.body.profile_picture);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(png);

    // A new picture replaces the old one, which is no longer served.
    const replaced = await api.call('PATCH', '/api/profile/', {
      token: api.world.studentB.token,
      form: profileForm({
        first_name: 'Bina',
        last_name: 'Kapoor',
        profile_picture: new File([png], 'again.png'),
      }),
    });
    expect(replaced.body.profile_picture).not.toBe(updated.body.profile_picture);
    expect((await fetch(updated.body.profile_picture)).status).toBe(404);
  });

  it('keeps one picture a user when uploads race: each replaced one is deleted', async () => {
    const upload = () =>
      api.call('PATCH', '/api/profile/', {
        token: api.world.teacherA.token,
        form: profileForm({
          first_name: 'Anita',
          last_name: 'Tester',
          profile_picture: new File([png], 'a.png'),
        }),
      });
    const answers = await Promise.all([upload(), upload(), upload(), upload()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const shown = (await api.call('GET', '/api/profile/', { token: api.world.teacherA.token })).body
      .profile_picture;
    const stored = await api.server.deps.database.db
      .select({ key: media.key })
      .from(media)
      .where(eq(media.ownerId, api.world.teacherA.id));
    expect(stored.map((row) => `${api.server.url}/media/${row.key}`)).toEqual([shown]);
  });
});
