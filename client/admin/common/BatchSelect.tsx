import type { AdminBatch } from '../../../shared/schemas/admin';
import { SelectField } from '../../components/SelectField';

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
  const running = batches.filter((batch) => batch.archived_at === null);
  return (
    <SelectField
      label={label}
      required={required}
      error={problem}
      value={value}
      onChange={onChange}
      options={[
        { value: '', label: 'Select Batch' },
        ...running.map((batch) => ({ value: String(batch.id), label: batch.name })),
      ]}
    />
  );
}
