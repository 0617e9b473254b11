import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminBatch, AdminStudent } from '../../../shared/schemas/admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TextField } from '../../components/TextField';
import { api } from '../../data/client';
import { formatCalendarDate } from '../../lib/dates';
import { BatchSelect } from '../common/BatchSelect';
import { DialogSection } from '../common/DialogSection';
import { PanelDialog } from '../common/PanelDialog';
import { fullName } from '../common/person-name';
import { RefusalMessage } from '../common/RefusalMessage';
import { renewedUntil } from '../common/renewal';
import { StatusBadge } from '../common/StatusBadge';
import { useAdminWrite } from '../common/useAdminWrite';
import { RecordPaymentForm } from './RecordPaymentForm';
import { StudentDetailsForm } from './StudentDetailsForm';
import { StudentGuardians } from './StudentGuardians';

/** Everything an admin does to one student: details, batch, renewal, password reset, deactivation. */
export function ManageStudentDialog({
  student,
  batches,
  onClose,
}: {
  student: AdminStudent;
  batches: readonly AdminBatch[];
  onClose: () => void;
}) {
  const [batchId, setBatchId] = useState(student.batch ? String(student.batch.id) : '');
  const [validUntil, setValidUntil] = useState(renewedUntil(student.valid_until, new Date()));
  const [confirmingDeactivation, setConfirmingDeactivation] = useState(false);
  const params = { id: student.id };

  const move = useAdminWrite({
    write: (batch_id: number) => api.call('adminMoveStudent', { params, body: { batch_id } }),
    success: (saved) => `${fullName(saved)} moved to ${saved.batch?.name}.`,
    toastErrors: false,
  });
  const renew = useAdminWrite({
    write: (valid_until: string) => api.call('adminRenewStudent', { params, body: { valid_until } }),
    success: (saved) => `${fullName(saved)} renewed until ${formatCalendarDate(saved.valid_until ?? '')}.`,
    toastErrors: false,
  });
  const sendReset = useAdminWrite({
    write: () => api.call('adminSendStudentPasswordReset', { params }),
    success: () => `A password reset link was sent to ${student.email}.`,
  });
  const setActive = useAdminWrite({
    write: (active: boolean) =>
      api.call(active ? 'adminReactivateStudent' : 'adminDeactivateStudent', { params }),
    success: (_, active) => `${fullName(student)} ${active ? 'reactivated' : 'deactivated'}.`,
  });

  const deactivated = student.status === 'deactivated';
  const admissionCode = useQuery({
    queryKey: ['admin', 'admission-code', student.id],
    queryFn: ({ signal }) => api.call('adminStudentAdmissionCode', { params: { id: student.id }, signal }),
  });

  return (
    <PanelDialog title={fullName(student)} maxWidthPx={560} closeLabel="Done" onClose={onClose}>
      <Stack gap="5">
        <HStack gap="2" wrap="wrap">
          <StatusBadge status={student.status} />
          <Text color="fg.muted" fontSize="sm">
            {student.batch ? student.batch.name : 'No batch'} ·{' '}
            {student.valid_until
              ? `valid until ${formatCalendarDate(student.valid_until)}`
              : 'no subscription'}
          </Text>
        </HStack>
        {admissionCode.data && (
          <Text fontSize="sm">
            Admission code (pays fees on /pricing with the e-mail):{' '}
            <Text as="span" fontFamily="mono" fontWeight="semibold">
              {admissionCode.data.admission_code}
            </Text>
          </Text>
        )}

        <DialogSection title="Subscription" onSubmit={() => validUntil && renew.mutate(validUntil)}>
          <RefusalMessage error={renew.error} />
          <HStack align="flex-end" gap="2" wrap={{ base: 'wrap', sm: 'nowrap' }}>
            <TextField label="Valid until" type="date" value={validUntil} onChange={setValidUntil} />
            <Button type="submit" variant="outline" loading={renew.isPending} disabled={!validUntil}>
              Renew
            </Button>
          </HStack>
        </DialogSection>

        <Separator />
        <RecordPaymentForm student={student} />

        <Separator />
        <DialogSection title="Batch" onSubmit={() => batchId !== '' && move.mutate(Number(batchId))}>
          <RefusalMessage error={move.error} />
          <HStack align="flex-end" gap="2" wrap={{ base: 'wrap', sm: 'nowrap' }}>
            <BatchSelect label="Move to batch" value={batchId} onChange={setBatchId} batches={batches} />
            <Button
              type="submit"
              variant="outline"
              loading={move.isPending}
              disabled={batchId === '' || batchId === String(student.batch?.id ?? '')}
            >
              Move
            </Button>
          </HStack>
        </DialogSection>

        <Separator />
        <DialogSection title="Account">
          <HStack gap="2" wrap="wrap">
            <Button variant="outline" loading={sendReset.isPending} onClick={() => sendReset.mutate()}>
              Send password reset link
            </Button>
            {deactivated ? (
              <Button variant="outline" loading={setActive.isPending} onClick={() => setActive.mutate(true)}>
                Reactivate
              </Button>
            ) : (
              <Button variant="outline" colorPalette="red" onClick={() => setConfirmingDeactivation(true)}>
                Deactivate
              </Button>
            )}
          </HStack>
        </DialogSection>

        <Separator />
        <StudentDetailsForm student={student} />

        <Separator />
        <StudentGuardians studentId={student.id} />
      </Stack>
      <ConfirmDialog
        open={confirmingDeactivation}
        title="Deactivate student"
        message={`Deactivate ${fullName(student)}? They are signed out at once and cannot sign in until reactivated.`}
        confirmLabel="Deactivate"
        busy={setActive.isPending}
        onConfirm={() => setActive.mutate(false, { onSettled: () => setConfirmingDeactivation(false) })}
        onCancel={() => setConfirmingDeactivation(false)}
      />
    </PanelDialog>
  );
}
