import { Button, Field, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { messages } from '../../../shared/messages';
import type { LiveClass } from '../../../shared/schemas/classes';
import { channels, type SocketMessage } from '../../../shared/socket';
import { api } from '../../api/client';
import { useChannel } from '../../api/useChannel';
import { applyClassMessage, removeById, upsertById } from '../shared/liveUpdates';
import { useTeacherBatches } from '../shared/useTeacherBatches';
import { ClassCardList } from './ClassCardList';
import { ClassFormDialog } from './ClassFormDialog';
import { allBatches, type ClassFilters, visibleClasses } from './classList';

/** Manage Classes: filters by batch and UTC date, cards by start time, create/edit/delete, live. */
export default function ManageClasses() {
  const batches = useTeacherBatches();
  const [classes, setClasses] = useState<readonly LiveClass[] | null>(null);
  const [filters, setFilters] = useState<ClassFilters>({ batch: allBatches, date: '' });
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api
      .call('listClasses', { signal: controller.signal })
      .then(setClasses)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // The spec only logs class fetch failures; the empty state is shown.
        console.error('Class fetch failed', error);
        setClasses([]);
      });
    return () => controller.abort();
  }, []);

  useChannel(
    channels.teacherClasses(),
    useCallback((message: SocketMessage) => setClasses((list) => applyClassMessage(list ?? [], message)), []),
  );

  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          Manage Classes
        </Heading>
        <Button colorPalette="brand" onClick={() => setCreating(true)}>
          <Plus aria-hidden />
          Create Class
        </Button>
      </HStack>

      <HStack gap="3" wrap="wrap" align="flex-end">
        <Field.Root width={{ base: '100%', sm: '220px' }}>
          <Field.Label>Batch</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              bg="white"
              value={filters.batch}
              onChange={(event) => setFilters({ ...filters, batch: event.currentTarget.value })}
            >
              <option value={allBatches}>All Batches</option>
              {batches.batches.map((batch) => (
                <option key={batch.id} value={String(batch.id)}>
                  {batch.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root width={{ base: '100%', sm: '200px' }}>
          <Field.Label>Date (UTC)</Field.Label>
          <Input
            type="date"
            bg="white"
            value={filters.date}
            onChange={(event) => setFilters({ ...filters, date: event.currentTarget.value })}
          />
        </Field.Root>
        {filters.date && (
          <Button variant="ghost" onClick={() => setFilters({ ...filters, date: '' })}>
            Clear date
          </Button>
        )}
      </HStack>

      {classes === null ? (
        <Text color="fg.muted">Loading...</Text>
      ) : (
        <ClassCardList
          classes={visibleClasses(classes, filters)}
          batches={batches}
          emptyText={messages.teacher.noClasses}
          onUpdated={(updated) => setClasses((list) => upsertById(list ?? [], updated))}
          onDeleted={(classId) => setClasses((list) => removeById(list ?? [], classId))}
        />
      )}

      {creating && (
        <ClassFormDialog
          batches={batches}
          onClose={() => setCreating(false)}
          onSaved={(created) => setClasses((list) => upsertById(list ?? [], created))}
        />
      )}
    </Stack>
  );
}
