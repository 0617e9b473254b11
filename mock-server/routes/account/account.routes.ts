import { callsFor, signedInUsers } from '../call-factory';
import { errorResponses } from '../openapi-parts';

export const accountRoutes = callsFor(signedInUsers, ['Profile'])({
  listSessions: {
    summary: "The signed-in user's live sessions: device, address, signed in and last seen",
    answer: 'The sessions, the current one first',
  },
  endSession: {
    summary: 'Sign out one of your own sessions; its tokens stop working and its sockets close',
    answer: 'Signed out',
    responses: errorResponses({ 404: 'No live session of yours has this id' }),
  },
  endOtherSessions: {
    summary: 'Sign out every session but this one',
    answer: 'The other sessions are signed out',
  },
  changePassword: {
    summary: 'Change your password: the current one is required; every other session ends, this one stays',
    answer: 'Changed',
    responses: errorResponses({ 429: 'Too many wrong passwords: wait for Retry-After' }),
  },
});
