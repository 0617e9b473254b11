import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { timings } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import type { Homework } from '../../../shared/schemas/homework';
import { channels } from '../../../shared/socket';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify } from '../../components/notify';
import { api } from '../../data/client';
import { applyHomeworkMessage } from '../../data/live-updates';
import { QueryView } from '../../data/QueryView';
import { queryKeys } from '../../data/query-keys';
import { useLiveList } from '../../data/useLiveList';
import { logFetchFailure } from '../common/log-fetch-failure';
import { ManageHeader } from '../common/ManageHeader';
import { useConfirmedDelete } from '../common/useConfirmedDelete';
import { useTeacherBatches } from '../common/useTeacherBatches';
import { HomeworkFormDialog } from './HomeworkFormDialog';
import { TeacherHomeworkCard } from './TeacherHomeworkCard';
import { useDeadlineClock } from './useDeadlineClock';

/** Which modal is open: none, create, or edit of one homework. */
type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; homework: Homework };

const fetchHomework = (signal: AbortSignal) =>
  api.call('listHomework', { signal }).catch(logFetchFailure('Failed to fetch homework'));

/**
 * Manage Homework. New and deleted homework reach the list only through the all-homework socket
 * (docs/behaviour.md#live-updates), so a delete waits for the server's delete_homework message.
 */
export default function TeacherHomeworkPage() {
  const batches = useTeacherBatches();
  const { query: list, upsert } = useLiveList({
    queryKey: queryKeys.homework,
    queryFn: fetchHomework,
    channelPath: channels.teacherHomework(),
    applyMessage: applyHomeworkMessage,
  });
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const deletion = useConfirmedDelete(async (homework: Homework) => {
    try {
      await api.call('deleteHomework', { params: { id: homework.id } });
    } catch (error) {
      console.error('Homework delete failed', error);
      notify.error(messages.teacher.homeworkDeleteFailed, timings.teacherToastMs);
    }
  });
  const now = useDeadlineClock(list.data ?? []);

  return (
    <Stack gap="5">
      <ManageHeader
        title="Manage Homework"
        createLabel="Create Homework"
        onCreate={() => setForm({ mode: 'create' })}
      />

      <QueryView query={list} failedText={messages.teacher.homeworkFetchFailed}>
        {(homeworkList) =>
          homeworkList.length === 0 ? (
            <Text color="fg.muted" py="6">
              {messages.teacher.noHomework}
            </Text>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {homeworkList.map((homework) => (
                <TeacherHomeworkCard
                  key={homework.id}
                  homework={homework}
                  now={now}
                  onEdit={() => setForm({ mode: 'edit', homework })}
                  onDelete={() => deletion.ask(homework)}
                />
              ))}
            </SimpleGrid>
          )
        }
      </QueryView>

      {form.mode !== 'closed' && (
        <HomeworkFormDialog
          editing={form.mode === 'edit' ? form.homework : undefined}
          batches={batches}
          onClose={() => setForm({ mode: 'closed' })}
          onUpdated={upsert}
        />
      )}
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete homework"
        message={messages.teacher.homeworkDeleteConfirm}
      />
    </Stack>
  );
}
