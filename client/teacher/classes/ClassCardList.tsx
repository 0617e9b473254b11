import { SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '../../../shared/messages';
import type { LiveClass } from '../../../shared/schemas/classes';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { api } from '../../data/client';
import { queryKeys } from '../../data/query-keys';
import { useConfirmedDelete } from '../common/useConfirmedDelete';
import type { TeacherBatches } from '../common/useTeacherBatches';
import { ClassCard } from './ClassCard';
import { ClassFormDialog } from './ClassFormDialog';

export type ClassCardListProps = {
  classes: readonly LiveClass[];
  batches: TeacherBatches;
  emptyText: string;
  onUpdated: (updated: LiveClass) => void;
  onDeleted: (classId: number) => void;
};

/** Class cards with their edit modal and delete confirmation (teacher home and Manage Classes). */
export function ClassCardList({ classes, batches, emptyText, onUpdated, onDeleted }: ClassCardListProps) {
  const [editing, setEditing] = useState<LiveClass | null>(null);
  // Which started classes are marked: a card without an answer (a failure, a class to come) says nothing.
  const marks = useQuery({
    queryKey: queryKeys.teacherAttendanceMarks,
    queryFn: ({ signal }) => api.call('teacherAttendanceMarks', { signal }),
  });
  const marked = new Map(marks.data?.map((mark) => [mark.class_id, mark.marked]));
  const deletion = useConfirmedDelete(async (item: LiveClass) => {
    try {
      await api.call('deleteClass', { params: { id: item.id } });
      onDeleted(item.id);
    } catch (error) {
      // Class delete failures are only logged (docs/behaviour.md#class-status).
      console.error('Class delete failed', error);
    }
  });

  return (
    <>
      {classes.length === 0 ? (
        <Text color="fg.muted" py="6">
          {emptyText}
        </Text>
      ) : (
        <SimpleGrid minChildWidth="260px" gap="4">
          {classes.map((item) => (
            <ClassCard
              key={item.id}
              item={item}
              marked={marked.get(item.id)}
              onEdit={() => setEditing(item)}
              onDelete={() => deletion.ask(item)}
            />
          ))}
        </SimpleGrid>
      )}
      {editing && (
        <ClassFormDialog
          editing={editing}
          batches={batches}
          onClose={() => setEditing(null)}
          onSaved={onUpdated}
        />
      )}
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete class"
        message={messages.teacher.classDeleteConfirm}
      />
    </>
  );
}
