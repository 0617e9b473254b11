import { Badge } from '@chakra-ui/react';
import { type ApplicationStatus, applicationStatusLabels } from '../../../shared/admissions';

const palettes: Record<ApplicationStatus, string> = {
  new: 'blue',
  contacted: 'purple',
  demo_week: 'orange',
  admitted: 'green',
  not_selected: 'gray',
};

/** Where an application stands, in words and colour. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge colorPalette={palettes[status]}>{applicationStatusLabels[status]}</Badge>;
}
