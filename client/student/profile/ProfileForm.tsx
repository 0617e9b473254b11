import { Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { messages } from '../../../shared/messages';
import { type Profile, profilePictureRules } from '../../../shared/schemas/profile';
import { DayFirstDateField } from '../../components/DayFirstDateField';
import { FormField } from '../../components/FormField';
import { ImageField } from '../../components/ImageField';
import { notify } from '../../components/notify';
import { StateField } from '../../components/StateField';
import { TextField, type TextFieldProps } from '../../components/TextField';
import { api } from '../../data/client';
import { formatCalendarDate } from '../../lib/dates';
import {
  type ProfileFormErrors,
  type ProfileFormValues,
  photoProblem,
  profileFormData,
  profileFormValues,
  validateProfileForm,
} from './profile-form';

type ProfileFormProps = { profile: Profile; onSaved: (profile: Profile) => void };

type EditableField = { field: keyof ProfileFormValues } & Pick<TextFieldProps, 'label' | 'required' | 'type'>;

const editableFields: readonly EditableField[] = [
  { field: 'first_name', label: 'First name', required: true },
  { field: 'last_name', label: 'Last name', required: true },
  { field: 'parent_name', label: "Parent's name" },
  { field: 'mobile_number', label: 'Mobile number', type: 'tel' },
  { field: 'communication_number', label: 'WhatsApp number', type: 'tel' },
];

/** The account's details only an admin changes: shown to the student, not editable. */
const readOnlyFields = (profile: Profile): [label: string, value: string][] => [
  ['Email', profile.email],
  ['Batch', profile.batch?.name ?? ''],
  ['Valid until', profile.valid_until ? formatCalendarDate(profile.valid_until) : ''],
];

/**
 * The profile (docs/behaviour.md#validation): the editable fields, the read-only ones, and the
 * photo; saved as multipart.
 */
export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const [values, setValues] = useState(() => profileFormValues(profile));
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoRefusal, setPhotoRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const setValue = (field: keyof ProfileFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfileForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const saved = await api.call('updateProfile', { body: profileFormData(values, photo) });
      setPhoto(null);
      onSaved(saved);
      notify.success(messages.student.profileUpdated);
    } catch {
      notify.error(messages.student.profileFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack asChild gap="6">
      <form onSubmit={save} noValidate aria-label="Profile">
        <ImageField
          label="Profile picture"
          rules={profilePictureRules}
          problemOf={photoProblem}
          chooseText={{ first: 'Choose photo', again: 'Choose another photo' }}
          avatar={{ name: `${profile.first_name} ${profile.last_name}`, storedUrl: profile.profile_picture }}
          chosen={photo}
          problem={photoRefusal}
          onChoose={(file, problem) => {
            setPhoto(file);
            setPhotoRefusal(problem);
          }}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {editableFields.map(({ field, label, required, type }) => (
            <TextField
              key={field}
              label={label}
              required={required}
              type={type ?? 'text'}
              value={values[field]}
              onChange={(value) => setValue(field, value)}
              error={errors[field]}
              bg="white"
            />
          ))}
          <DayFirstDateField
            label="Date of birth"
            value={values.date_of_birth}
            onChange={(value) => setValue('date_of_birth', value)}
            error={errors.date_of_birth}
            bg="white"
          />
          <StateField
            value={values.state}
            onChange={(value) => setValue('state', value)}
            error={errors.state}
          />
          {readOnlyFields(profile).map(([label, value]) => (
            <FormField key={label} label={label}>
              <Input value={value} readOnly bg="gray.100" />
            </FormField>
          ))}
        </SimpleGrid>
        <TextField
          label="Address"
          rows={3}
          value={values.address}
          onChange={(value) => setValue('address', value)}
          error={errors.address}
          bg="white"
        />
        <Button type="submit" colorPalette="brand" alignSelf="start" disabled={saving}>
          {saving ? 'Saving...' : 'Save changes'}
        </Button>
      </form>
    </Stack>
  );
}
