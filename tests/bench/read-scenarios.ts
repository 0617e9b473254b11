import { healthyForMs } from '../../mock-server/http/database-health';
import { demoAccounts, demoPassword } from '../../mock-server/seed/demo-accounts';
import type { BenchRequest } from './load';

/** What `--only` accepts for the reads, in the order they run. */
export const readScenarioIds = [
  'healthz',
  'homework',
  'homework-browser',
  'homework-teacher',
  'next-class',
  'teacher-classes',
  'submissions',
] as const;

export type ReadScenario = { id: (typeof readScenarioIds)[number]; scenario: string; request: BenchRequest };

export const get = (
  pathname: string,
  token?: string,
  headers: Record<string, string> = {},
): BenchRequest => ({
  method: 'GET',
  path: pathname,
  headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
});

export async function login(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  return ((await response.json()) as { access: string }).access;
}

export async function getJson<T>(url: string, pathname: string, token: string): Promise<T> {
  const response = await fetch(`${url}${pathname}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${url}${pathname}: ${response.status}`);
  return (await response.json()) as T;
}

/** What every current browser asks for: the server answers large JSON in brotli then. */
const browserEncodings = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The read scenarios, on the demo accounts: their answers are the same size at every scale. */
export async function readScenarios(url: string): Promise<ReadScenario[]> {
  const student = await login(url, demoAccounts.asha.email, demoPassword);
  const teacher = await login(url, demoAccounts.teacher.email, demoPassword);
  const [firstClass] = await getJson<{ start_time: string }[]>(url, '/api/classes/', teacher);
  const classDay = (firstClass?.start_time ?? new Date().toISOString()).slice(0, 10);
  const homework = await getJson<{ id: number; submissions: unknown[] }[]>(url, '/api/homework/', student);
  const handedIn = homework.find((item) => item.submissions.length > 0) ?? homework[0];
  const scenarios: Record<(typeof readScenarioIds)[number], [string, BenchRequest]> = {
    healthz: [`GET /healthz (no auth; the database asked at most every ${healthyForMs} ms)`, get('/healthz')],
    homework: ['GET /api/homework/ as student', get('/api/homework/', student)],
    'homework-browser': [
      'GET /api/homework/ as student, asking for brotli as browsers do',
      get('/api/homework/', student, browserEncodings),
    ],
    'homework-teacher': ['GET /api/homework/ as teacher', get('/api/homework/', teacher)],
    'next-class': ['GET /api/student/next-class/', get('/api/student/next-class/', student)],
    'teacher-classes': [
      'GET /api/teacher/classes/?date=',
      get(`/api/teacher/classes/?date=${classDay}`, teacher),
    ],
    submissions: [
      'GET /api/homework/{id}/submissions/ teacher',
      get(`/api/homework/${handedIn.id}/submissions/`, teacher),
    ],
  };
  return readScenarioIds.map((id) => ({ id, scenario: scenarios[id][0], request: scenarios[id][1] }));
}
