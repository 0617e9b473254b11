import { z } from '@hono/zod-openapi';
import { profilePictureRules, profileUpdate } from '../../../shared/schemas/profile';
import { requireUser } from '../../auth/guard';
import { ownBodyLimit } from '../../http/body-limit';
import { readableForm } from '../body-guards';
import { callsFor, signedInUsers } from '../call-factory';

export const tooLargeDetail = `The profile picture must be at most ${profilePictureRules.maxBytes / (1024 * 1024)} MB.`;

// Room for the text fields and multipart framing around a picture of the largest allowed size.
const multipartOverheadBytes = 64 * 1024;

export const profileRoutes = callsFor(signedInUsers, ['Profile'])({
  getProfile: {
    summary: "The signed-in user's profile; profile_picture is an absolute URL or null",
    answer: 'The profile',
  },
  updateProfile: {
    summary:
      'Update the fields sent (first_name and last_name required); profile_picture must be a PNG, JPEG, ' +
      'GIF or WebP image of at most 2 MB',
    middleware: [
      requireUser(),
      ownBodyLimit(profilePictureRules.maxBytes + multipartOverheadBytes, tooLargeDetail),
      readableForm,
    ],
    request: {
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: profileUpdate.extend({
              profile_picture: z.any().optional().openapi({ type: 'string', format: 'binary' }),
            }),
          },
        },
      },
    },
    answer: 'The updated profile',
  },
  getUserNames: { summary: "The signed-in user's first and last name", answer: 'The names' },
});
