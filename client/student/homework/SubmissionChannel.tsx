import { channels, type SocketMessage } from '../../../shared/socket';
import { useChannel } from '../../api/useChannel';
import { useRefetchOnReopen } from '../../api/useRefetchOnReopen';

type SubmissionChannelProps = {
  homeworkId: number;
  onMessage: (message: SocketMessage) => void;
  onReopen: () => void;
};

/** Listens to one homework's submission channel (feedback, update_submission); renders nothing. */
export function SubmissionChannel({ homeworkId, onMessage, onReopen }: SubmissionChannelProps) {
  const { status } = useChannel(channels.homeworkSubmissions(homeworkId), onMessage);
  useRefetchOnReopen(status, onReopen);
  return null;
}
