import { Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import type { Announcement } from '../../../shared/schemas/announcements';
import { QueryView } from '../../data/QueryView';
import { formatEnIn } from '../../lib/dates';
import { DashboardCard } from './DashboardCard';

type AnnouncementsCardProps = { announcements: UseQueryResult<readonly Announcement[]> };

/** How many announcements the dashboard has room for; the newest are kept. */
const shownAnnouncements = 5;

/** The teacher's announcements, newest first; new ones arrive live and are read out politely. */
export function AnnouncementsCard({ announcements }: AnnouncementsCardProps) {
  return (
    <DashboardCard headingId="announcements-heading" icon={Megaphone} title="Teacher announcements">
      <QueryView query={announcements} failedText="Announcements could not be loaded.">
        {(list) =>
          list.length === 0 ? (
            <Text color="gray.600">No announcements yet.</Text>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" aria-live="polite">
              {list.slice(0, shownAnnouncements).map((announcement) => (
                <Stack
                  as="li"
                  key={announcement.id}
                  gap="1"
                  borderLeftWidth="3px"
                  borderColor="brand.solid"
                  ps="3"
                >
                  <Text whiteSpace="pre-wrap">{announcement.message}</Text>
                  <Text fontSize="sm" color="gray.600">
                    {announcement.teacher_name} · {formatEnIn(announcement.created_at)}
                  </Text>
                </Stack>
              ))}
            </Stack>
          )
        }
      </QueryView>
    </DashboardCard>
  );
}
