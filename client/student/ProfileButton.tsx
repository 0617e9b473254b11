import { Avatar, chakra, VisuallyHidden } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useStudent } from './StudentContext';

const RouterLink = chakra(Link);

/** The top bar's way to /dashboard/profile: the student's picture, or their initials as a placeholder. */
export function ProfileButton() {
  const { profile } = useStudent();
  const name = profile ? `${profile.first_name} ${profile.last_name}` : undefined;
  return (
    <RouterLink to="/dashboard/profile" borderRadius="full" focusRing="outside">
      <VisuallyHidden>My profile</VisuallyHidden>
      {/* The initials are decoration; the link is named by the hidden text. */}
      <Avatar.Root size="md" colorPalette="brand" aria-hidden>
        <Avatar.Fallback name={name} />
        {profile?.profile_picture && <Avatar.Image src={profile.profile_picture} alt="" />}
      </Avatar.Root>
    </RouterLink>
  );
}
