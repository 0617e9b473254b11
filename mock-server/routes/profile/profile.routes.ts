import { createRoute, z } from '@hono/zod-openapi';
import { profile, profilePictureRules, profileUpdate, userNames } from '../../../shared/schemas/profile';
import { requireUser } from '../../auth/guard';
import { ownBodyLimit } from '../../http/body-limit';
import { readableForm } from '../body-guards';
import { signedIn } from '../guards';
import { bearerAuth, errorResponses, jsonContent } from '../openapi-parts';

export const tooLargeDetail = `The profile picture must be at most ${profilePictureRules.maxBytes / (1024 * 1024)} MB.`;

// Room for the text fields and multipart framing around a picture of the largest allowed size.
const multipartOverheadBytes = 64 * 1024;

export const getProfile = createRoute({
  method: 'get',
  path: '/api/profile/',
  operationId: 'getProfile',
  tags: ['Profile'],
  summary: "The signed-in user's profile; profile_picture is an absolute URL or null",
  security: bearerAuth,
  middleware: signedIn,
  responses: {
    200: jsonContent(profile, 'The profile'),
    ...errorResponses(401),
  },
});

export const updateProfile = createRoute({
  method: 'patch',
  path: '/api/profile/',
  operationId: 'updateProfile',
  tags: ['Profile'],
  summary:
    'Update the fields sent (first_name and last_name required); profile_picture must be a PNG, JPEG, ' +
    'GIF or WebP image of at most 2 MB',
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
  security: bearerAuth,
  // The picture's own size limit replaces the JSON one, and an unreadable form is refused plainly.
  middleware: [
    requireUser(),
    ownBodyLimit(profilePictureRules.maxBytes + multipartOverheadBytes, tooLargeDetail),
    readableForm,
  ],
  responses: {
    200: jsonContent(profile, 'The updated profile'),
    ...errorResponses(400, 401, 413, 415),
  },
});

export const getUserNames = createRoute({
  method: 'get',
  path: '/api/user/profile/',
  operationId: 'getUserNames',
  tags: ['Profile'],
  summary: "The signed-in user's first and last name",
  security: bearerAuth,
  middleware: signedIn,
  responses: {
    200: jsonContent(userNames, 'The names'),
    ...errorResponses(401),
  },
});
