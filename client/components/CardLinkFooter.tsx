import { Button, type ButtonProps, Card } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A card's one way on: a full-width brand button that is a link to `to`. */
export function CardLinkFooter({
  to,
  size,
  children,
}: {
  to: string;
  size?: ButtonProps['size'];
  children: ReactNode;
}) {
  return (
    <Card.Footer>
      <Button asChild colorPalette="brand" size={size} width="full">
        <RouterLink to={to}>{children}</RouterLink>
      </Button>
    </Card.Footer>
  );
}
