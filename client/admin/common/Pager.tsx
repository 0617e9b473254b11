import { Button, HStack, Text } from '@chakra-ui/react';

/** The page shown (1-based), and the way to another. */
export type PagerPosition = { page: number; onPage: (page: number) => void };

type PagerProps = PagerPosition & {
  pageSize: number;
  total: number;
  /** What is counted, e.g. 'students'. */
  noun: string;
};

/** Where the shown page sits in the whole list, with the way to the previous and next pages. */
export function Pager({ page, pageSize, total, noun, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <HStack as="nav" aria-label={`Pages of ${noun}`} justify="space-between" wrap="wrap" gap="2">
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        {first}–{last} of {total} {noun}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Text fontSize="sm">
          Page {page} of {pages}
        </Text>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </HStack>
    </HStack>
  );
}
