import { Button, chakra, HStack, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type ApplicationStatus,
  applicationStatusLabels,
  programmeLabels,
  referralSourceLabels,
} from '../../../shared/admissions';
import type { ApplicationDetail } from '../../../shared/schemas/applications';
import { FormMessage } from '../../components/FormMessage';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { api } from '../../data/client';
import { QueryView } from '../../data/QueryView';
import { adminKeys } from '../../data/query-keys';
import { formatCalendarDate, formatEnIn, formatEnInLong } from '../../lib/dates';
import { BatchSelect } from '../common/BatchSelect';
import { DialogSection } from '../common/DialogSection';
import { errorText, fieldErrors } from '../common/error-text';
import { PanelDialog } from '../common/PanelDialog';
import { fullName } from '../common/person-name';
import { renewedUntil } from '../common/renewal';
import { useAdminBatches } from '../common/useAdminBatches';
import { useAdminWrite } from '../common/useAdminWrite';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';

const refusal = (error: unknown) => (error ? { status: 'error' as const, text: errorText(error) } : null);
const movableStatuses = ['new', 'contacted', 'demo_week', 'not_selected'] as const;

/** "Arjun Kumar Das" -> first "Arjun Kumar", last "Das": what Admit proposes, for the admin to correct. */
export function splitStudentName(name: string): { first: string; last: string } {
  const trimmed = name.trim();
  const at = trimmed.lastIndexOf(' ');
  return at > 0
    ? { first: trimmed.slice(0, at).trim(), last: trimmed.slice(at + 1) }
    : { first: trimmed, last: '' };
}

/** One application: every field, its status, staff notes, and Admit. */
export function ApplicationDialog({
  applicationId,
  onClose,
}: {
  applicationId: number;
  onClose: () => void;
}) {
  const application = useQuery({
    queryKey: adminKeys.application(applicationId),
    queryFn: ({ signal }) => api.call('adminGetApplication', { params: { id: applicationId }, signal }),
  });
  return (
    <PanelDialog
      title={
        application.data ? `${application.data.student_name} · ${application.data.reference}` : 'Application'
      }
      maxWidthPx={640}
      closeLabel="Done"
      onClose={onClose}
    >
      <QueryView query={application} failedText={errorText} loadingText="Loading the application...">
        {(data) => <ApplicationDetails application={data} />}
      </QueryView>
    </PanelDialog>
  );
}

function ApplicationDetails({ application }: { application: ApplicationDetail }) {
  const params = { id: application.id };
  const [status, setStatus] = useState<Exclude<ApplicationStatus, 'admitted'>>(
    application.status === 'admitted' ? 'contacted' : application.status,
  );
  const [note, setNote] = useState('');
  const proposed = splitStudentName(application.student_name);
  const [admit, setAdmit] = useState({
    batch: '',
    validUntil: renewedUntil(null, new Date()),
    first: proposed.first,
    last: proposed.last,
  });

  const batches = useAdminBatches();
  const move = useAdminWrite({
    write: (next: typeof status) =>
      api.call('adminUpdateApplicationStatus', { params, body: { status: next } }),
    success: (saved) => `${saved.reference} is now ${applicationStatusLabels[saved.status].toLowerCase()}.`,
    toastErrors: false,
  });
  const addNote = useAdminWrite({
    write: (text: string) => api.call('adminAddApplicationNote', { params, body: { text } }),
    success: () => 'Note added.',
    toastErrors: false,
  });
  const admitWrite = useAdminWrite({
    write: () =>
      api.call('adminAdmitApplication', {
        params,
        body: {
          batch_id: admit.batch,
          valid_until: admit.validUntil,
          first_name: admit.first,
          last_name: admit.last,
        },
      }),
    success: (saved) =>
      `${saved.student ? fullName(saved.student) : saved.student_name} is admitted and invited by e-mail.`,
    toastErrors: false,
  });
  const admitProblems = fieldErrors(admitWrite.error);

  /** The admitted student's first or last name, proposed from the application's student name. */
  const nameField = (key: 'first' | 'last', label: string, problem: string | undefined) => (
    <TextField
      label={label}
      required
      error={problem}
      value={admit[key]}
      onChange={(value) => setAdmit({ ...admit, [key]: value })}
    />
  );

  const facts: [string, string | null][] = [
    ['Programme', `${programmeLabels[application.programme]}, class ${application.class_level}`],
    ['Received', formatEnInLong(application.created_at)],
    ['School', application.school],
    ['Institution', application.institution],
    ['City', application.city],
    ['Parent', application.parent_name],
    ['Mobile', application.mobile],
    ['E-mail', application.email],
    ['Heard of us from', application.heard_from ? referralSourceLabels[application.heard_from] : null],
  ];

  return (
    <Stack gap="5">
      <HStack gap="2" wrap="wrap">
        <ApplicationStatusBadge status={application.status} />
        {application.student ? (
          <Text fontSize="sm">
            Student account: {fullName(application.student)} ({application.student.email})
          </Text>
        ) : null}
      </HStack>
      <chakra.dl
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: 'auto 1fr' }}
        columnGap="4"
        rowGap="1"
      >
        {facts
          .filter(([, value]) => value !== null)
          .map(([label, value]) => (
            <chakra.div key={label} display="contents">
              <chakra.dt color="fg.muted" fontSize="sm">
                {label}
              </chakra.dt>
              <chakra.dd mb={{ base: '2', sm: '0' }}>
                {label === 'Mobile' ? (
                  <a href={`tel:${value}`}>{value}</a>
                ) : label === 'E-mail' ? (
                  <a href={`mailto:${value}`}>{value}</a>
                ) : (
                  value
                )}
              </chakra.dd>
            </chakra.div>
          ))}
      </chakra.dl>

      {application.status !== 'admitted' ? (
        <>
          <Separator />
          <DialogSection title="Status" onSubmit={() => move.mutate(status)}>
            <FormMessage outcome={refusal(move.error)} />
            <HStack align="flex-end" gap="3" wrap="wrap">
              <SelectField
                label="Move to"
                value={status}
                onChange={setStatus}
                options={movableStatuses.map((value) => ({ value, label: applicationStatusLabels[value] }))}
                width={{ base: '100%', sm: '220px' }}
              />
              <Button type="submit" variant="outline" loading={move.isPending}>
                Save status
              </Button>
            </HStack>
          </DialogSection>
        </>
      ) : null}

      <Separator />
      <DialogSection
        title="Notes"
        onSubmit={() => note.trim() && addNote.mutate(note, { onSuccess: () => setNote('') })}
      >
        {application.notes.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            No notes yet.
          </Text>
        ) : (
          <Stack as="ol" gap="2" listStyleType="none">
            {application.notes.map((entry) => (
              <chakra.li key={entry.id} borderLeftWidth="3px" borderColor="brand.200" pl="3">
                <Text whiteSpace="pre-wrap">{entry.text}</Text>
                <Text color="fg.muted" fontSize="xs">
                  {entry.author ? fullName(entry.author) : 'Command line'}, {formatEnIn(entry.at)}
                </Text>
              </chakra.li>
            ))}
          </Stack>
        )}
        <FormMessage outcome={refusal(addNote.error)} />
        <TextField label="New note" rows={2} value={note} onChange={setNote} />
        <Button
          type="submit"
          variant="outline"
          alignSelf="flex-start"
          loading={addNote.isPending}
          disabled={!note.trim()}
        >
          Add note
        </Button>
      </DialogSection>

      {application.status !== 'admitted' ? (
        <>
          <Separator />
          <DialogSection title="Admit" onSubmit={() => admitWrite.mutate(undefined)}>
            <Text fontSize="sm" color="fg.muted">
              Creates the student's account for {application.email} and e-mails a link to choose a password.
            </Text>
            <FormMessage outcome={Object.keys(admitProblems).length > 0 ? null : refusal(admitWrite.error)} />
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              {nameField('first', 'First name', admitProblems.first_name)}
              {nameField('last', 'Last name', admitProblems.last_name)}
              <BatchSelect
                label="Batch"
                required
                value={admit.batch}
                onChange={(batch) => setAdmit({ ...admit, batch })}
                batches={batches.data ?? []}
                problem={admitProblems.batch_id}
              />
              <TextField
                label="Valid until"
                required
                type="date"
                value={admit.validUntil}
                onChange={(validUntil) => setAdmit({ ...admit, validUntil })}
                error={admitProblems.valid_until}
                helperText={admit.validUntil ? formatCalendarDate(admit.validUntil) : null}
              />
            </SimpleGrid>
            <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={admitWrite.isPending}>
              Admit and invite
            </Button>
          </DialogSection>
        </>
      ) : null}
    </Stack>
  );
}
