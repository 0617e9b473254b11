import { endpointPath, endpoints } from '../../shared/api';
import { apiBase } from '../data/api-base';
import { ApiRequestError } from '../data/errors';
import { sendWithSession } from '../data/session';

/**
 * Saves a paid request's receipt. The PDF needs the session's token, which a plain link cannot
 * send, so it is fetched and handed to the browser as a file.
 */
export async function downloadReceipt(id: number, receiptNumber: string): Promise<void> {
  const url = `${apiBase}${endpointPath(endpoints.paymentReceipt.path, { id })}`;
  const response = await sendWithSession(url, { method: 'GET', headers: {} }, false);
  if (!response.ok) {
    const body = await response.json().catch(() => ({ detail: 'The receipt could not be downloaded.' }));
    throw new ApiRequestError(response.status, body);
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = `receipt-${receiptNumber.replaceAll('/', '-')}.pdf`;
  link.click();
  URL.revokeObjectURL(link.href);
}
