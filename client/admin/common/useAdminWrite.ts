import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../components/notify';
import { adminKeys } from '../../data/query-keys';
import { errorText } from './error-text';

type AdminWriteOptions<Input, Output> = {
  write: (input: Input) => Promise<Output>;
  /** The toast once the server has accepted the write. */
  success: (output: Output, input: Input) => string;
  /**
   * Dialog forms show a refusal inline (they set this to false); one-click actions have nowhere
   * else to say it, so the default is a toast with the server's detail.
   */
  toastErrors?: boolean;
};

/**
 * One admin write: the call, a toast, then every admin answer is refetched. Every write is audited
 * and most move the overview's counts, so the whole admin cache is affected, not one list.
 */
export function useAdminWrite<Input, Output>({
  write,
  success,
  toastErrors = true,
}: AdminWriteOptions<Input, Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (output, input) => {
      notify.success(success(output, input));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      if (toastErrors) notify.error(errorText(error));
    },
  });
}
