import { SimpleGrid } from '@chakra-ui/react';
import { TextField } from '../../components/TextField';

export type PersonDetails = { first_name: string; last_name: string; email: string };

export const noPersonDetails: PersonDetails = { first_name: '', last_name: '', email: '' };

type PersonFieldsProps = {
  value: PersonDetails;
  onChange: (value: PersonDetails) => void;
  /** Problems to show, from personProblems or the server's `fields`. */
  problems: Partial<Record<keyof PersonDetails, string>>;
};

/** First name, last name and e-mail of a student or teacher. */
export function PersonFields({ value, onChange, problems }: PersonFieldsProps) {
  const field = (key: keyof PersonDetails, label: string, type = 'text', autoComplete = 'off') => (
    <TextField
      label={label}
      required
      error={problems[key]}
      type={type}
      autoComplete={autoComplete}
      value={value[key]}
      onChange={(typed) => onChange({ ...value, [key]: typed })}
    />
  );
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {field('first_name', 'First name')}
        {field('last_name', 'Last name')}
      </SimpleGrid>
      {field('email', 'E-mail', 'email')}
    </>
  );
}
