import { channels, type SocketMessage } from '../../../shared/socket';
import { useChannel } from '../../data/useChannel';
import { useRefetchOnReopen } from '../../data/useRefetchOnReopen';

type SubmissionChannelProps = {
  homeworkId: number;
  onMessage: (message: SocketMessage) => void;
  /** Catches up on what the channel may have missed; called each time it opens. */
  refetch: () => void;
};

/** Listens to one homework's submission channel (feedback, update_submission); renders nothing. */
export function SubmissionChannel({ homeworkId, onMessage, refetch }: SubmissionChannelProps) {
  const { status } = useChannel(channels.homeworkSubmissions(homeworkId), onMessage);
  useRefetchOnReopen(status, refetch);
  return null;
}
