import { NativeSelect, Text } from '@chakra-ui/react';
import { childName, useGuardian } from './GuardianContext';

/** The top bar's child picker: a native select (the phone's own picker) when there are several. */
export function ChildSwitcher() {
  const { children, child, pick } = useGuardian();
  if (!children || !child) return null;
  if (children.length === 1)
    return (
      <Text fontWeight="semibold" truncate maxW="12rem">
        {childName(child)}
      </Text>
    );
  return (
    <NativeSelect.Root size="sm" width="auto" maxW="12rem">
      <NativeSelect.Field
        aria-label="Child"
        value={String(child.id)}
        onChange={(event) => pick(Number(event.currentTarget.value))}
        bg="white"
      >
        {children.map((item) => (
          <option key={item.id} value={item.id}>
            {childName(item)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
