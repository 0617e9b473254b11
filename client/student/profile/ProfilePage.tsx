import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { usePageTitle } from '../../app/usePageTitle';
import { CalendarFeedPanel } from '../../components/CalendarFeedPanel';
import { SecurityPanel } from '../../components/security/SecurityPanel';
import { useStudent } from '../StudentContext';
import { GuardiansPanel } from './GuardiansPanel';
import { PairingCodePanel } from './PairingCodePanel';
import { ProfileForm } from './ProfileForm';

/** /dashboard/profile: the student's own profile. */
export default function ProfilePage() {
  usePageTitle('My profile');
  const { profile, profileFailed, setProfile } = useStudent();
  return (
    <Stack gap="6" maxWidth="3xl">
      <Heading as="h1" size="2xl">
        My profile
      </Heading>
      <Card.Root variant="outline" bg="white">
        <Card.Body>
          {profile && <ProfileForm profile={profile} onSaved={setProfile} />}
          {!profile && !profileFailed && <Text color="gray.600">Loading...</Text>}
          {profileFailed && (
            <Text role="alert" color="red.700">
              Your profile could not be loaded. Please try again later.
            </Text>
          )}
        </Card.Body>
      </Card.Root>
      <GuardiansPanel />
      <PairingCodePanel />
      <CalendarFeedPanel />
      <SecurityPanel />
    </Stack>
  );
}
