import { errorBody } from '../../shared/schemas/common';

/** A call that reached the server and was refused, or never reached it (`status` 0). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    /** The parsed JSON body, whatever its shape (some messages quote it: docs/behaviour.md#messages). */
    readonly body: unknown,
  ) {
    super(detailOf(body) ?? (status === 0 ? 'Network error' : `Request failed with status ${status}`));
  }

  /** The server's `detail` text, when it sent one. */
  get detail(): string | undefined {
    return detailOf(this.body);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

function detailOf(body: unknown): string | undefined {
  const parsed = errorBody.safeParse(body);
  return parsed.success ? parsed.data.detail : undefined;
}
