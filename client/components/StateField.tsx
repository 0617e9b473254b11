import { indianStates, stateCodes } from '../../shared/indian-states';
import type { FormFieldProps } from './FormField';
import { SelectField } from './SelectField';

const options = [
  { value: '', label: 'Not given' },
  ...stateCodes.map((code) => ({ value: code as string, label: indianStates[code] })),
];

type StateFieldProps = { value: string; onChange: (value: string) => void; error?: FormFieldProps['error'] };

/** The student's state or union territory: the place of supply on a tax invoice. */
export function StateField({ value, onChange, error }: StateFieldProps) {
  return <SelectField label="State" value={value} options={options} onChange={onChange} error={error} />;
}
