import { Button, Field, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { messages } from '../../../shared/messages';
import type { Profile } from '../../../shared/schemas/profile';
import { api } from '../../api/client';
import { notify } from '../../components/notify';
import { formatCalendarDate } from '../../lib/dates';
import { PhotoField } from './PhotoField';
import {
  type ProfileFormErrors,
  type ProfileFormValues,
  profileFormData,
  profileFormValues,
  validateProfileForm,
} from './profile-form';

type ProfileFormProps = { profile: Profile; onSaved: (profile: Profile) => void };

type TextField = { field: keyof ProfileFormValues; label: string; required?: boolean; type?: string };

const textFields: readonly TextField[] = [
  { field: 'first_name', label: 'First name', required: true },
  { field: 'last_name', label: 'Last name', required: true },
  { field: 'parent_name', label: "Parent's name" },
  { field: 'date_of_birth', label: 'Date of birth', type: 'date' },
  { field: 'mobile_number', label: 'Mobile number', type: 'tel' },
  { field: 'communication_number', label: 'WhatsApp number', type: 'tel' },
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
        <PhotoField
          name={`${profile.first_name} ${profile.last_name}`}
          storedUrl={profile.profile_picture}
          chosen={photo}
          problem={photoRefusal}
          onChoose={(file, problem) => {
            setPhoto(file);
            setPhotoRefusal(problem);
          }}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {textFields.map(({ field, label, required, type }) => (
            <Field.Root key={field} required={required} invalid={Boolean(errors[field])}>
              <Field.Label>
                {label}
                {required && <Field.RequiredIndicator />}
              </Field.Label>
              <Input
                type={type ?? 'text'}
                value={values[field]}
                onChange={(event) => setValue(field, event.target.value)}
                bg="white"
              />
              <Field.ErrorText color="red.700">{errors[field]}</Field.ErrorText>
            </Field.Root>
          ))}
          <Field.Root readOnly>
            <Field.Label>Email</Field.Label>
            <Input value={profile.email} readOnly bg="gray.100" />
          </Field.Root>
          <Field.Root readOnly>
            <Field.Label>Batch</Field.Label>
            <Input value={profile.batch?.name ?? ''} readOnly bg="gray.100" />
          </Field.Root>
          <Field.Root readOnly>
            <Field.Label>Valid until</Field.Label>
            <Input
              value={profile.valid_until ? formatCalendarDate(profile.valid_until) : ''}
              readOnly
              bg="gray.100"
            />
          </Field.Root>
        </SimpleGrid>
        <Field.Root invalid={Boolean(errors.address)}>
          <Field.Label>Address</Field.Label>
          <Textarea
            value={values.address}
            onChange={(event) => setValue('address', event.target.value)}
            rows={3}
            bg="white"
          />
          <Field.ErrorText color="red.700">{errors.address}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" alignSelf="start" disabled={saving}>
          {saving ? 'Saving...' : 'Save changes'}
        </Button>
      </form>
    </Stack>
  );
}
