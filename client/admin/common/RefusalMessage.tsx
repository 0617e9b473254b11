import { FormMessage } from '../../components/FormMessage';
import { errorText } from './error-text';

/** Why the server refused the last write, with its detail; nothing while none was refused. */
export function RefusalMessage({ error }: { error: unknown }) {
  return <FormMessage outcome={error ? { status: 'error', text: errorText(error) } : null} />;
}
