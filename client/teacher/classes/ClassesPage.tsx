import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { messages } from '../../../shared/messages';
import { channels } from '../../../shared/socket';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { api } from '../../data/client';
import { applyClassMessage } from '../../data/live-updates';
import { QueryView } from '../../data/QueryView';
import { queryKeys } from '../../data/query-keys';
import { useLiveList } from '../../data/useLiveList';
import { utcDayFilterLabel, utcDayInYourTime } from '../../lib/dates';
import { logFetchFailure } from '../common/log-fetch-failure';
import { ManageHeader } from '../common/ManageHeader';
import { batchOptions, useTeacherBatches } from '../common/useTeacherBatches';
import { ClassCardList } from './ClassCardList';
import { ClassFormDialog } from './ClassFormDialog';
import { allBatches, type ClassFilters, visibleClasses } from './class-list';

const fetchClasses = (signal: AbortSignal) =>
  api.call('listClasses', { signal }).catch(logFetchFailure('Failed to fetch classes'));

/** Manage Classes: filters by batch and UTC date, cards by start time, create/edit/delete, live. */
export default function ClassesPage() {
  const batches = useTeacherBatches();
  const { query, upsert, remove } = useLiveList({
    queryKey: queryKeys.classes,
    queryFn: fetchClasses,
    channelPath: channels.teacherClasses(),
    applyMessage: applyClassMessage,
  });
  const [filters, setFilters] = useState<ClassFilters>({ batch: allBatches, date: '' });
  const [creating, setCreating] = useState(false);

  return (
    <Stack gap="5">
      <ManageHeader title="Manage Classes" createLabel="Create Class" onCreate={() => setCreating(true)} />

      <HStack gap="3" wrap="wrap" align="flex-end">
        <SelectField
          label="Batch"
          value={filters.batch}
          onChange={(batch) => setFilters({ ...filters, batch })}
          options={[{ value: allBatches, label: 'All Batches' }, ...batchOptions(batches.batches)]}
          width={{ base: '100%', sm: '220px' }}
          onPage
        />
        <TextField
          label={utcDayFilterLabel()}
          helperText={filters.date ? utcDayInYourTime(filters.date) : undefined}
          type="date"
          bg="white"
          value={filters.date}
          onChange={(date) => setFilters({ ...filters, date })}
          width={{ base: '100%', sm: '260px' }}
        />
        {filters.date && (
          <Button variant="ghost" onClick={() => setFilters({ ...filters, date: '' })}>
            Clear date
          </Button>
        )}
      </HStack>

      {/* A failed fetch is only logged (docs/behaviour.md#class-status): the empty state is shown. */}
      <QueryView query={query} failedText="" failedData={[]}>
        {(classes) => (
          <ClassCardList
            classes={visibleClasses(classes, filters)}
            batches={batches}
            emptyText={messages.teacher.noClasses}
            onUpdated={upsert}
            onDeleted={remove}
          />
        )}
      </QueryView>

      {creating && <ClassFormDialog batches={batches} onClose={() => setCreating(false)} onSaved={upsert} />}
    </Stack>
  );
}
