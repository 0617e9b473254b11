import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profile } from '../../../shared/schemas/profile';
import { twoBatchApiForFile } from '../../../tests/api/support/two-batch-api';
import { pictureForm, profileForm, tinyPng } from '../../../tests/support/pictures';
import { media } from '../../db/schema';

const { server, call, world } = twoBatchApiForFile();

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
    // Sent in the first update only: the second leaves them as they are.
    const notSentAgain = { parent_name: 'Ravi', address: '12 Park Road' };
    await call('PATCH', '/api/profile/', {
      token: world.studentB.token,
      form: profileForm({ first_name: 'Bina', last_name: 'Tester', ...notSentAgain }),
    });
    const updated = await call('PATCH', '/api/profile/', {
      token: world.studentB.token,
      form: profileForm({
        first_name: ' Bina ',
        last_name: 'Kapoor',
        mobile_number: '+91 98765 43210',
        date_of_birth: '2011-04-05',
        profile_picture: new File([tinyPng], 'me.gif', { type: 'image/gif' }),
      }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      ...notSentAgain,
      first_name: 'Bina',
      last_name: 'Kapoor',
      mobile_number: '+91 98765 43210',
      date_of_birth: '2011-04-05',
      profile_picture: expect.stringMatching(new RegExp(`^${server.url}/media/profiles/[\\w-]+\\.png$`)),
    });

    const picture = await fetch(updated.body.profile_picture);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(tinyPng);

    // A new picture replaces the old one, which is no longer served.
    const replaced = await call('PATCH', '/api/profile/', {
      token: world.studentB.token,
      form: pictureForm({ first_name: 'Bina', last_name: 'Kapoor' }, 'again.png'),
    });
    expect(replaced.body.profile_picture).not.toBe(updated.body.profile_picture);
    expect((await fetch(updated.body.profile_picture)).status).toBe(404);
  });

  it('keeps one picture a user when uploads race: each replaced one is deleted', async () => {
    const upload = () =>
      call('PATCH', '/api/profile/', {
        token: world.teacherA.token,
        form: pictureForm({ first_name: 'Anita', last_name: 'Tester' }, 'a.png'),
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
});
