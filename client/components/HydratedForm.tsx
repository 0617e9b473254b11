import { chakra } from '@chakra-ui/react';
import { type ComponentProps, startTransition, useEffect, useState } from 'react';

/**
 * A form that works only once its page has hydrated. In the prerendered HTML its fields and
 * buttons are disabled: a tap on a slow phone before the script has run would otherwise submit the
 * form natively (a GET with the password in the address), or type into a field whose state React
 * does not know.
 */
export function HydratedForm({ children, ...props }: ComponentProps<'form'>) {
  const [hydrated, setHydrated] = useState(false);
  // Enabled once mounted, at transition priority: an urgent update here would make React finish
  // hydrating the rest of the page in one long, blocking task.
  useEffect(() => startTransition(() => setHydrated(true)), []);
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
