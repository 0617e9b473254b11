import { useState } from 'react';
import type { FormOutcome } from '../../components/FormMessage';
import { ApiRequestError } from '../../data/errors';

type RequestTexts = {
  success: string;
  /** The server's own words for a refusal it answered. */
  refusal: (error: ApiRequestError) => string;
  /** What to say when no answer came at all. */
  network: string;
};

/**
 * A form that sends one request and says how it went (the outcome a FormMessage shows): the
 * success text, the server's words for a refusal, or the network text when nothing answered.
 */
export function useFormRequest(texts: RequestTexts) {
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [pending, setPending] = useState(false);
  /** Refuses before sending, e.g. a required field left empty. */
  const refuse = (text: string) => setOutcome({ status: 'error', text });

  async function send(request: () => Promise<unknown>) {
    setPending(true);
    setOutcome(null);
    try {
      await request();
      setOutcome({ status: 'success', text: texts.success });
    } catch (error) {
      refuse(
        error instanceof ApiRequestError && !error.isNetworkError ? texts.refusal(error) : texts.network,
      );
    } finally {
      setPending(false);
    }
  }

  return { outcome, pending, refuse, send };
}
