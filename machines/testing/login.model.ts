import type { LoginResponse } from '../../shared/schemas/auth';
import { type LoginEvent, loginMachine } from '../login.machine';
import { modelFor } from './test-model';

export const authenticated = 'xstate.done.actor.authenticate';
export const authenticationFailed = 'xstate.error.actor.authenticate';

/** A login answer for a user of `role` (any text, or missing) and `valid_until`. */
export function loginAnswer(user: { role?: string; valid_until?: string | null }): LoginResponse {
  return {
    access: 'access-token',
    refresh: 'refresh-token',
    user: {
      id: 4,
      email: 'asha@example.org',
      first_name: 'Asha',
      last_name: 'Rao',
      valid_until: null,
      ...user,
    },
  } as LoginResponse;
}

/** Every answer the login call can give, each leading somewhere different. */
export const loginAnswers = {
  activeStudent: loginAnswer({ role: 'student', valid_until: '2999-12-31' }),
  lapsedStudent: loginAnswer({ role: 'student', valid_until: '2001-01-31' }),
  studentWithoutPlan: loginAnswer({ role: 'student', valid_until: null }),
  teacher: loginAnswer({ role: 'teacher' }),
  admin: loginAnswer({ role: 'admin' }),
  guardian: loginAnswer({ role: 'guardian' }),
  unknownRole: loginAnswer({ role: 'parent' }),
  withoutRole: loginAnswer({}),
};

export const submissions = {
  blankEmail: { type: 'SUBMIT', email: '  ', password: 'Secret123' },
  blankPassword: { type: 'SUBMIT', email: 'asha@example.org', password: '' },
  complete: { type: 'SUBMIT', email: ' asha@example.org ', password: 'Secret123' },
} satisfies Record<string, LoginEvent>;

/** The login machine's test model; the login screen can run the same paths against itself. */
export function loginModel() {
  return modelFor(loginMachine, {
    events: [
      ...Object.values(submissions),
      ...Object.values(loginAnswers).map((output) => ({ type: authenticated, output })),
      { type: authenticationFailed, error: new Error('401') },
    ],
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.error, snapshot.context.destination]),
  });
}
