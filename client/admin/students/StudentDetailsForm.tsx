import { Button, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { type AdminStudent, type StudentUpdate, studentUpdate } from '../../../shared/schemas/admin';
import { DayFirstDateField } from '../../components/DayFirstDateField';
import { StateField } from '../../components/StateField';
import { TextField } from '../../components/TextField';
import { api } from '../../data/client';
import { formValuesOf } from '../../lib/form-values';
import { DialogSection } from '../common/DialogSection';
import { fieldErrors } from '../common/error-text';
import { PersonFields } from '../common/PersonFields';
import { fullName } from '../common/person-name';
import { RefusalMessage } from '../common/RefusalMessage';
import { problemsByField } from '../common/schema-problems';
import { useAdminWrite } from '../common/useAdminWrite';

type OptionalField = Exclude<keyof StudentUpdate, 'first_name' | 'last_name' | 'email'>;
// Day first, in a field of its own (DayFirstDateField).
type TextOptionalField = Exclude<OptionalField, 'date_of_birth' | 'state'>;

const optionalFields: { key: TextOptionalField; label: string; type?: string; autoComplete?: string }[] = [
  { key: 'parent_name', label: 'Parent name' },
  { key: 'mobile_number', label: 'Mobile number', type: 'tel' },
  { key: 'communication_number', label: 'WhatsApp number', type: 'tel' },
];

/** A student's profile and e-mail, saved together (the server replaces every field at once). */
export function StudentDetailsForm({ student }: { student: AdminStudent }) {
  const [details, setDetails] = useState(() => formValuesOf(studentUpdate, student));
  const [checked, setChecked] = useState(false);
  const update = useAdminWrite({
    write: () => api.call('adminUpdateStudent', { params: { id: student.id }, body: details }),
    success: (saved) => `Details of ${fullName(saved)} saved.`,
    toastErrors: false,
  });
  const parsed = studentUpdate.safeParse(details);
  const problems: Record<string, string | undefined> = {
    ...(checked && !parsed.success ? problemsByField(parsed.error) : {}),
    ...fieldErrors(update.error),
  };
  const text = (key: OptionalField | 'address') => ({
    value: details[key],
    onChange: (value: string) => setDetails({ ...details, [key]: value }),
    error: problems[key],
  });

  return (
    <DialogSection
      title="Details"
      onSubmit={() => {
        setChecked(true);
        if (parsed.success) update.mutate();
      }}
    >
      <RefusalMessage error={update.error} />
      <PersonFields
        value={details}
        onChange={(person) => setDetails({ ...details, ...person })}
        problems={problems}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {optionalFields.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            type={field.type ?? 'text'}
            autoComplete="off"
            {...text(field.key)}
          />
        ))}
        <DayFirstDateField label="Date of birth" {...text('date_of_birth')} />
        <StateField {...text('state')} />
      </SimpleGrid>
      <TextField label="Address" rows={2} {...text('address')} />
      <Button type="submit" alignSelf="flex-start" variant="outline" loading={update.isPending}>
        Save details
      </Button>
    </DialogSection>
  );
}
