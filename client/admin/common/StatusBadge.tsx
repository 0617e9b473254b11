import { Badge } from '@chakra-ui/react';

const looks = {
  active: { palette: 'green', label: 'Active' },
  lapsed: { palette: 'orange', label: 'Lapsed' },
  deactivated: { palette: 'gray', label: 'Deactivated' },
} as const;

export type AccountStatus = keyof typeof looks;

/** An account's state in words and colour: active, lapsed (students whose subscription ended) or deactivated. */
export function StatusBadge({ status }: { status: AccountStatus }) {
  const look = looks[status];
  return <Badge colorPalette={look.palette}>{look.label}</Badge>;
}
