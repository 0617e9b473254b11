import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type ScrollableTableColumn = {
  header: string;
  /** A column of counts, aligned to the end so the digits line up. */
  numeric?: boolean;
};

type ScrollableTableProps = {
  /** The table's accessible name, e.g. 'Students, table'. */
  label: string;
  columns: readonly ScrollableTableColumn[];
  /** The body's rows (Table.Row). */
  children: ReactNode;
  /** Let headers and cells wrap, so the table fits a phone instead of scrolling; cells stay on one line otherwise. */
  wrap?: boolean;
};

/** A small table of facts in a white frame, which scrolls sideways when the screen is too narrow. */
export function ScrollableTable({ label, columns, children, wrap = false }: ScrollableTableProps) {
  return (
    // Focusable, so a keyboard can scroll it on a narrow screen.
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white" tabIndex={0} aria-label={label}>
      <Table.Root size="sm" css={wrap ? { '& th, & td': { whiteSpace: 'normal' } } : undefined}>
        <Table.Header>
          <Table.Row>
            {columns.map(({ header, numeric }) => (
              <Table.ColumnHeader key={header} textAlign={numeric ? 'end' : undefined}>
                {header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
