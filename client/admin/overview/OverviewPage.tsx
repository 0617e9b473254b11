import { Button, Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../../data/client';
import { QueryView } from '../../data/QueryView';
import { adminKeys } from '../../data/query-keys';
import { formatCalendarDate } from '../../lib/dates';
import { EmptyState } from '../common/EmptyState';
import { errorText } from '../common/error-text';
import { PageHeader } from '../common/PageHeader';
import { fullName } from '../common/person-name';
import { ResponsiveTable } from '../common/ResponsiveTable';
import { renewedUntil } from '../common/renewal';
import { studentColumns } from '../common/student-columns';
import { useAdminWrite } from '../common/useAdminWrite';

function Stat({ label, value, note, to }: { label: string; value: number; note?: string; to?: string }) {
  return (
    <Card.Root size="sm">
      <Card.Body gap="1">
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
        <Text fontSize="3xl" fontWeight="bold" lineHeight="1.1">
          {value}
        </Text>
        {note && (
          <Text color="fg.muted" fontSize="xs">
            {note}
          </Text>
        )}
        {to && (
          <Link to={to}>
            <Text as="span" fontSize="sm" color="brand.fg" textDecoration="underline">
              View {label.toLowerCase()}
            </Text>
          </Link>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The academy at a glance: head counts, subscriptions about to end (renewed in one click), applications. */
export default function OverviewPage() {
  const overview = useQuery({
    queryKey: adminKeys.overview(),
    queryFn: ({ signal }) => api.call('adminOverview', { signal }),
  });
  const renew = useAdminWrite({
    write: ({ id, validUntil }: { id: number; validUntil: string }) =>
      api.call('adminRenewStudent', { params: { id }, body: { valid_until: validUntil } }),
    success: (student) =>
      `${fullName(student)} renewed until ${formatCalendarDate(student.valid_until ?? '')}.`,
  });

  return (
    <Stack gap="6">
      <PageHeader title="Overview" lead="The academy today." />
      <QueryView query={overview} failedText={errorText} loadingText="Loading the overview...">
        {(data) => (
          <>
            <SimpleGrid columns={{ base: 2, lg: 5 }} gap="3">
              <Stat label="Active students" value={data.students.active} to="/admin/students?status=active" />
              <Stat label="Lapsed students" value={data.students.lapsed} to="/admin/students?status=lapsed" />
              <Stat
                label="Batches"
                value={data.batches.active}
                note={`${data.batches.archived} archived`}
                to="/admin/batches"
              />
              <Stat label="Teachers" value={data.teachers} to="/admin/teachers" />
              <Stat
                label="New applications"
                value={data.new_applications}
                note="Not yet answered"
                to="/admin/applications?status=new"
              />
            </SimpleGrid>

            <Stack gap="3" as="section" aria-labelledby="ending-soon">
              <Text as="h2" id="ending-soon" fontSize="lg" fontWeight="semibold">
                Subscriptions ending in the next {data.ending_within_days} days
              </Text>
              {data.ending_soon.length === 0 ? (
                <EmptyState title={`No subscription ends in the next ${data.ending_within_days} days`} />
              ) : (
                <ResponsiveTable
                  caption={`Subscriptions ending in the next ${data.ending_within_days} days`}
                  rows={data.ending_soon}
                  columns={studentColumns()}
                  actions={(student) => {
                    const until = renewedUntil(student.valid_until, new Date());
                    return (
                      <Button
                        size="xs"
                        colorPalette="brand"
                        aria-label={`Renew 1 month for ${fullName(student)}, until ${formatCalendarDate(until)}`}
                        loading={renew.isPending && renew.variables?.id === student.id}
                        onClick={() => renew.mutate({ id: student.id, validUntil: until })}
                      >
                        Renew 1 month
                      </Button>
                    );
                  }}
                />
              )}
            </Stack>
          </>
        )}
      </QueryView>
    </Stack>
  );
}
