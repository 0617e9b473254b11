import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { timings } from '../../shared/constants';
import { mountToaster } from './toaster-demand';

// Each toast lasts its time (docs/behaviour.md#screens) whether or not the tab is in view. The
// store's default is to pause toasts in a hidden tab; zag 1.43 sends that pause to no handler, a
// later version may not.
const toaster = createToaster({ placement: 'top-end', max: timings.maxToasts, pauseOnPageIdle: false });

// A screen that can notify has loaded: the app's deferred toaster mounts now, before any toast.
mountToaster();

/** Toasts top-right: success for 2 s, errors for 4 s (docs/behaviour.md#screens); at most 20 at once. */
export const notify = {
  success: (title: string, duration: number = timings.toastSuccessMs) =>
    toaster.create({ type: 'success', title, duration, closable: true }),
  error: (title: string, duration: number = timings.toastErrorMs) =>
    toaster.create({ type: 'error', title, duration, closable: true }),
  info: (title: string, duration: number = timings.toastSuccessMs) =>
    toaster.create({ type: 'info', title, duration, closable: true }),
  /** A message that stays until the person closes it or the app withdraws it (`dismiss`); one action at most. */
  lasting: (
    type: 'info' | 'warning',
    title: string,
    action?: { label: string; onClick: () => void },
  ): string => toaster.create({ type, title, duration: Number.POSITIVE_INFINITY, closable: true, action }),
  dismiss: (id: string) => toaster.dismiss(id),
};

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} role={toast.type === 'error' ? 'alert' : 'status'}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss notification" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
