import { demoPassword } from '../../../mock-server/seed/demo-accounts';
import { apiClient } from '../../api/support/api-client';

/**
 * Calls the API as a demo account, for what a browser test needs but does not test (the teacher's
 * side of a live update, others' hand-ins, facts to compare the page with). A refusal throws.
 */
export async function apiAs(baseUrl: string, email: string) {
  const call = apiClient(baseUrl);
  const login = await call('POST', '/api/login/', { json: { username: email, password: demoPassword } });
  if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${JSON.stringify(login.body)}`);
  const token: string = login.body.access;
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await call(method, `/api${path}`, { token, json: body });
    if (answer.status >= 400) {
      throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer.body as T;
  };
}
