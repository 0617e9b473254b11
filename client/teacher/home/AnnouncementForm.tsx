import { Button, Card, Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { timings } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { type AnnouncementType, announcementTypes } from '../../../shared/schemas/announcements';
import { notify } from '../../components/notify';
import { SelectField } from '../../components/SelectField';
import { submitInPlace } from '../../components/submit-in-place';
import { TextField } from '../../components/TextField';
import { api } from '../../data/client';
import { queryKeys } from '../../data/query-keys';
import { logFetchFailure } from '../common/log-fetch-failure';
import { batchOptions, type TeacherBatches } from '../common/useTeacherBatches';
import { type AnnouncementFormValues, checkAnnouncement, emptyAnnouncementForm } from './announcement';

/** How the Send to choice names each type of announcement. */
const announcementTypeLabels: Record<AnnouncementType, string> = {
  all: 'All students',
  batch: 'A batch',
  student: 'One student',
};

/** Send an announcement to all students, one batch, or one student. */
export function AnnouncementForm({ batches }: { batches: TeacherBatches }) {
  const [values, setValues] = useState<AnnouncementFormValues>(emptyAnnouncementForm);
  const students = useQuery({
    queryKey: queryKeys.teacherStudents,
    queryFn: ({ signal }) =>
      api.call('teacherStudents', { signal }).catch(logFetchFailure('Student list fetch failed')),
  });
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof AnnouncementFormValues>(key: K, value: AnnouncementFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const send = async () => {
    const checked = checkAnnouncement(values);
    if (!checked.ok) {
      notify.error(checked.problem, timings.teacherToastMs);
      return;
    }
    setBusy(true);
    try {
      await api.call('sendAnnouncement', { body: checked.body });
      notify.success(messages.teacher.announcementSent, timings.teacherToastMs);
      setValues(emptyAnnouncementForm);
    } catch (error) {
      console.error('Announcement failed', error);
      notify.error(messages.teacher.announcementFailed, timings.teacherToastMs);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root variant="outline" bg="white" as="section" aria-labelledby="announcement-heading">
      <Card.Body asChild>
        <form onSubmit={submitInPlace(send)} noValidate>
          <Stack gap="4">
            <Heading as="h2" size="md" id="announcement-heading">
              Send Announcement
            </Heading>
            <SelectField
              label="Send to"
              value={values.type}
              onChange={(type) => set('type', type)}
              options={announcementTypes.map((type) => ({
                value: type,
                label: announcementTypeLabels[type],
              }))}
            />
            {values.type === 'batch' && (
              <SelectField
                label="Batch"
                value={values.batchId}
                onChange={(batchId) => set('batchId', batchId)}
                options={[{ value: '', label: 'Select Batch' }, ...batchOptions(batches.batches)]}
              />
            )}
            {values.type === 'student' && (
              <SelectField
                label="Student"
                value={values.studentId}
                onChange={(studentId) => set('studentId', studentId)}
                options={[
                  { value: '', label: 'Select Student' },
                  ...(students.data ?? []).map((student) => ({
                    value: String(student.id),
                    label: `${student.full_name} (${student.email})`,
                  })),
                ]}
              />
            )}
            <TextField
              label="Message"
              rows={4}
              placeholder="Write an announcement for your students"
              value={values.message}
              onChange={(message) => set('message', message)}
            />
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf="flex-start"
              loading={busy}
              loadingText="Sending..."
            >
              <Send aria-hidden />
              Send Announcement
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
