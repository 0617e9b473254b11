import { chakra } from '@chakra-ui/react';
import { type ComponentProps, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * A form that works only once its page has hydrated. In the prerendered HTML its fields and
 * buttons are disabled: a tap on a slow phone before the script has run would otherwise submit the
 * form natively (a GET with the password in the address), or type into a field whose state React
 * does not know.
 */
export function HydratedForm({ children, ...props }: ComponentProps<'form'>) {
  // False in the prerender and while hydrating, true from the first render after.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return (
    <form {...props}>
      <chakra.fieldset
        disabled={!hydrated}
        border="0"
        margin="0"
        padding="0"
        minWidth="0"
        // Drawn as it will be once usable: no faded fields flashing back to full colour.
        css={{ '& :disabled': { opacity: 1 } }}
      >
        {children}
      </chakra.fieldset>
    </form>
  );
}
