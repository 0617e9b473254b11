import { Image, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointPath, endpoints } from '../../../shared/api';
import type { AdminPayment } from '../../../shared/schemas/payments';
import { apiBase } from '../../data/api-base';
import { ApiRequestError } from '../../data/errors';
import { sendWithSession } from '../../data/session';
import { PanelDialog } from '../common/PanelDialog';
import { fullName } from '../common/person-name';

/** The screenshot's bytes as an object URL: the image needs the session's token, which an <img> cannot send. */
async function screenshotUrl(id: number, signal: AbortSignal): Promise<string> {
  const url = `${apiBase}${endpointPath(endpoints.paymentScreenshot.path, { id })}`;
  const response = await sendWithSession(url, { method: 'GET', headers: {}, signal }, false);
  if (!response.ok) throw new ApiRequestError(response.status, await response.json().catch(() => null));
  return URL.createObjectURL(await response.blob());
}

/** The screenshot a payer sent with their reference, for the staff matching it to the bank statement. */
export function ScreenshotDialog({ payment, onClose }: { payment: AdminPayment; onClose: () => void }) {
  const image = useQuery({
    queryKey: ['payment-screenshot', payment.id],
    queryFn: ({ signal }) => screenshotUrl(payment.id, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  useEffect(() => () => (image.data ? URL.revokeObjectURL(image.data) : undefined), [image.data]);
  return (
    <PanelDialog title={`Screenshot from ${fullName(payment.student)}`} closeLabel="Close" onClose={onClose}>
      {image.data ? (
        <Image
          src={image.data}
          alt={`Screenshot of the payment ${payment.reference}, UTR ${payment.utr ?? 'none'}`}
          maxH="70vh"
          mx="auto"
          objectFit="contain"
        />
      ) : (
        <Text role="status">
          {image.isError ? 'The screenshot could not be loaded.' : 'Loading the screenshot...'}
        </Text>
      )}
    </PanelDialog>
  );
}
