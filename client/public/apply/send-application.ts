import type { ApplicationReceipt } from '../../../shared/schemas/applications';
import { applicationSubmit } from '../../../shared/schemas/applications';
import { ApiRequestError } from '../../data/errors';
import { siteApi } from '../../data/site-client';

/**
 * What the application form loads once its page is usable: the shared schema and the API client.
 * Kept out of the page's first load (the public pages carry no zod; tests/build/js-budget.test.ts).
 */

export type FieldProblems = Record<string, string>;
export type SendOutcome =
  | { kind: 'sent'; receipt: ApplicationReceipt }
  | { kind: 'invalid'; fields: FieldProblems }
  | { kind: 'refused'; text: string };

/** The first message of each wrong field, by field name: the schema's, the server's alike. */
function firstMessages(fields: Record<string, string[] | undefined>): FieldProblems {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, problems]) => (problems?.[0] ? [[name, problems[0]]] : [])),
  );
}

/** Checks `values` with the schema the server uses; only a body it accepts is sent. */
export function checkApplication(values: Record<string, unknown>): FieldProblems {
  const parsed = applicationSubmit.safeParse(values);
  if (parsed.success) return {};
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? 'form');
    fields[name] ??= [];
    fields[name].push(issue.message);
  }
  return firstMessages(fields);
}

export async function sendApplication(values: Record<string, unknown>): Promise<SendOutcome> {
  const problems = checkApplication(values);
  if (Object.keys(problems).length > 0) return { kind: 'invalid', fields: problems };
  try {
    const receipt = await siteApi.call('submitApplication', { body: values as never });
    return { kind: 'sent', receipt };
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.isNetworkError)
      return {
        kind: 'refused',
        text: 'We could not reach the academy. Check your connection and send the form again.',
      };
    const body = error.body as { detail?: unknown; fields?: Record<string, string[]> } | null;
    if (body?.fields && Object.keys(body.fields).length > 0)
      return { kind: 'invalid', fields: firstMessages(body.fields) };
    return {
      kind: 'refused',
      text: typeof body?.detail === 'string' ? body.detail : 'Something went wrong. Please try again.',
    };
  }
}
