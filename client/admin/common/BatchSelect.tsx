import { Field, NativeSelect } from '@chakra-ui/react';
import type { AdminBatch } from '../../../shared/schemas/admin';

type BatchSelectProps = {
  label: string;
  /** A batch id, or '' for none chosen yet. */
  value: string;
  onChange: (batchId: string) => void;
  batches: readonly AdminBatch[];
  required?: boolean;
  problem?: string;
};

/** A choice of the batches still running (archived ones take no new students). */
export function BatchSelect({ label, value, onChange, batches, required, problem }: BatchSelectProps) {
  return (
    <Field.Root required={required} invalid={Boolean(problem)}>
      <Field.Label>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">Select Batch</option>
          {batches
            .filter((batch) => batch.archived_at === null)
            .map((batch) => (
              <option key={batch.id} value={String(batch.id)}>
                {batch.name}
              </option>
            ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText color="red.700">{problem}</Field.ErrorText>
    </Field.Root>
  );
}
