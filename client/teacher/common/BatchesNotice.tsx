import { Alert } from '@chakra-ui/react';
import { messages } from '../../../shared/messages';
import type { TeacherBatches } from './useTeacherBatches';

/** Why a form offers no batch to choose: they could not be fetched, or the teacher has none. */
export function BatchesNotice({ batches, size }: { batches: TeacherBatches; size?: 'sm' }) {
  if (batches.status === 'failed')
    return <Notice status="error" size={size} text={messages.teacher.batchFetchFailed} />;
  if (batches.status === 'ready' && batches.batches.length === 0) {
    return <Notice status="warning" size={size} text={messages.teacher.noBatches} />;
  }
  return null;
}

function Notice({ status, size, text }: { status: 'error' | 'warning'; size?: 'sm'; text: string }) {
  return (
    <Alert.Root role="alert" status={status} size={size}>
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}
