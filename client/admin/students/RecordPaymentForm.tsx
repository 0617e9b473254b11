import { Button, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { plans } from '../../../shared/plans';
import type { AdminStudent } from '../../../shared/schemas/admin';
import { offlinePaymentRecord, type PlanId } from '../../../shared/schemas/payments';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { api } from '../../data/client';
import { formatCalendarDate } from '../../lib/dates';
import { formatAmount } from '../../payments/format-payment';
import { DialogSection } from '../common/DialogSection';
import { fieldErrors } from '../common/error-text';
import { fullName } from '../common/person-name';
import { RefusalMessage } from '../common/RefusalMessage';
import { useAdminWrite } from '../common/useAdminWrite';

type OfflineMethod = 'cash' | 'cheque';

const planOptions = plans.map((plan) => ({
  value: plan.id as PlanId,
  label: `${plan.duration}: ${formatAmount({ currency: 'INR', amount_minor: plan.indian * 100 })}`,
}));
const methodOptions: { value: OfflineMethod; label: string }[] = [
  { value: 'cash', label: 'Cash' },
  { value: 'cheque', label: 'Cheque' },
];

/**
 * A fee the staff took in person: the plan's price, confirmed at once as a verified UPI payment is
 * (the subscription runs longer, a receipt is issued and mailed).
 */
export function RecordPaymentForm({ student }: { student: AdminStudent }) {
  const [plan, setPlan] = useState<PlanId>('6month');
  const [method, setMethod] = useState<OfflineMethod>('cash');
  const [remark, setRemark] = useState('');
  const record = useAdminWrite({
    write: () =>
      api.call('adminRecordPayment', { params: { id: student.id }, body: { plan, method, remark } }),
    success: (paid) =>
      `Payment of ${fullName(student)} recorded: receipt ${paid.receipt_number}, subscription until ${formatCalendarDate(paid.covers_until ?? '')}.`,
    toastErrors: false,
  });
  // The contract's own check first, so a cheque without its number is named before anything is sent.
  const [localProblems, setLocalProblems] = useState<Record<string, string>>({});
  const problems = { ...fieldErrors(record.error), ...localProblems };
  function submit() {
    const checked = offlinePaymentRecord.safeParse({ plan, method, remark });
    const found = checked.success
      ? {}
      : Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    setLocalProblems(found);
    if (checked.success) record.mutate(undefined, { onSuccess: () => setRemark('') });
  }
  return (
    <DialogSection title="Fee taken in cash or by cheque" onSubmit={submit}>
      <RefusalMessage error={record.error} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <SelectField label="Plan" value={plan} options={planOptions} onChange={setPlan} />
        <SelectField label="Paid by" value={method} options={methodOptions} onChange={setMethod} />
      </SimpleGrid>
      <TextField
        label={method === 'cheque' ? 'Cheque number and bank' : 'Remark (optional)'}
        required={method === 'cheque'}
        autoComplete="off"
        maxLength={120}
        value={remark}
        onChange={setRemark}
        error={problems.remark}
      />
      <Button type="submit" alignSelf="flex-start" variant="outline" loading={record.isPending}>
        Record payment
      </Button>
    </DialogSection>
  );
}
