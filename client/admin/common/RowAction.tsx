import { Button, type ButtonProps } from '@chakra-ui/react';

type RowActionProps = ButtonProps & {
  /** Names the row too ('Manage Meera Iyer'): every row has the same visible label. */
  'aria-label': string;
};

/** A button acting on one row of an admin list, in the actions column or a card's foot. */
export function RowAction(props: RowActionProps) {
  return <Button size="xs" variant="outline" {...props} />;
}
