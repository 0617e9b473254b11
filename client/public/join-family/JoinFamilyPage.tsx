import { Button, Link, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { attendanceTexts } from '../../../shared/attendance-texts';
import { type GuardianRelation, guardianRelations } from '../../../shared/schemas/attendance';
import { guardianTexts } from '../../../shared/schemas/guardians';
import { usePageTitle } from '../../app/usePageTitle';
import { AuthCard } from '../../components/AuthCard';
import { FormMessage } from '../../components/FormMessage';
import { HydratedForm } from '../../components/HydratedForm';
import { PasswordField } from '../../components/PasswordField';
import { labelledOptions, SelectField } from '../../components/SelectField';
import { submitInPlace } from '../../components/submit-in-place';
import { TextField } from '../../components/TextField';
import { serverBodyText } from '../../data/server-errors';
import { siteApi } from '../../data/site-client';
import { useFormRequest } from '../common/useFormRequest';

/** /join-family: a parent makes a guardian account with the pairing code from their child's profile. */
export default function JoinFamilyPage() {
  usePageTitle('Join as a guardian');
  const [form, setForm] = useState({
    code: '',
    first_name: '',
    last_name: '',
    relation: 'mother' as GuardianRelation,
    email: '',
    password: '',
  });
  const set = (key: keyof typeof form) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));
  const request = useFormRequest({
    success: guardianTexts.signedUp,
    refusal: (error) => serverBodyText(error) ?? 'Your account could not be made. Please try again.',
    network: 'No answer from the server. Check your connection and try again.',
  });
  const done = request.outcome?.status === 'success';
  return (
    <AuthCard
      title="Join as a guardian"
      lead="Follow your child's classes, homework, attendance and progress. Your child finds the pairing code on their profile."
    >
      <HydratedForm
        onSubmit={submitInPlace(() => request.send(() => siteApi.call('guardianSignup', { body: form })))}
        noValidate
      >
        <Stack gap="4">
          <FormMessage outcome={request.outcome} />
          {done ? (
            <Button asChild colorPalette="brand">
              <RouterLink to="/login">Sign in</RouterLink>
            </Button>
          ) : (
            <>
              <TextField
                label="Pairing code"
                value={form.code}
                onChange={set('code')}
                autoComplete="off"
                required
              />
              <TextField
                label="First name"
                value={form.first_name}
                onChange={set('first_name')}
                autoComplete="given-name"
                required
              />
              <TextField
                label="Last name"
                value={form.last_name}
                onChange={set('last_name')}
                autoComplete="family-name"
                required
              />
              <SelectField
                label="Relation to the student"
                value={form.relation}
                options={labelledOptions(attendanceTexts.relationLabels, guardianRelations)}
                onChange={set('relation')}
              />
              <TextField
                label="Email"
                type="email"
                value={form.email}
                onChange={set('email')}
                autoComplete="email"
                required
              />
              <PasswordField
                label="Password (at least 12 characters)"
                autoComplete="new-password"
                value={form.password}
                onChange={set('password')}
              />
              <Button type="submit" colorPalette="brand" loading={request.pending} loadingText="Creating...">
                Create account
              </Button>
            </>
          )}
          <Link asChild color="brand.fg" alignSelf="center" fontSize="sm">
            <RouterLink to="/login">Already have an account? Sign in</RouterLink>
          </Link>
        </Stack>
      </HydratedForm>
    </AuthCard>
  );
}
