import { Card, Heading, HStack } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type DashboardCardProps = {
  /** The heading's id, which names the card's section for screen readers. */
  headingId: string;
  icon: LucideIcon;
  title: string;
  bodyGap?: string;
  footer?: ReactNode;
  children: ReactNode;
};

/** One of the dashboard's cards: a section named by its iconed heading, a body and an optional footer. */
export function DashboardCard({
  headingId,
  icon: Icon,
  title,
  bodyGap,
  footer,
  children,
}: DashboardCardProps) {
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" bg="white">
      <Card.Header>
        <HStack gap="2" color="brand.fg">
          <Icon size={20} aria-hidden />
          <Heading as="h2" size="md" id={headingId} color="gray.900">
            {title}
          </Heading>
        </HStack>
      </Card.Header>
      <Card.Body gap={bodyGap}>{children}</Card.Body>
      {footer && <Card.Footer>{footer}</Card.Footer>}
    </Card.Root>
  );
}
