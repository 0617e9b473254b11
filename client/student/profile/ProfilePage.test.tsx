// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import type { Profile } from '../../../shared/schemas/profile';
import { type FakeAnswer, fakeServer, json, refuse } from '../../testing/fake-server';
import { cleanUpAfterEach, renderScreen } from '../../testing/render-screen';
import { StudentProvider } from '../StudentContext';
import ProfilePage from './ProfilePage';
import { photoTooLarge } from './profile-form';

const profile: Profile = {
  first_name: 'Asha',
  last_name: 'Verma',
  email: 'asha@demo.school',
  parent_name: 'Sunita Verma',
  mobile_number: '+91 98101 44562',
  communication_number: '',
  profile_picture: null,
  date_of_birth: '2011-06-14',
  address: '',
  state: null,
  batch: { id: 1, name: 'Olympiad 9A' },
  valid_until: '2027-11-22',
};

function serve(updateProfile: (body: FormData) => FakeAnswer, getProfile = json(profile)) {
  return fakeServer({
    getProfile,
    studentBatches: json([{ id: 1, name: 'Olympiad 9A' }]),
    calendarFeed: json({ path: '/cal/0123456789abcdef0123456789abcdef.ics' }),
    // The Security section lists the sessions; its own tests are SecurityPanel.test.tsx.
    listSessions: json([]),
    // The guardians have their own tests (GuardiansPanel.test.tsx).
    ownGuardians: json({ guardians: [] }),
    // No live pairing code: the panel offers to make one.
    studentPairingCode: json({ code: null, expires_at: null }),
    updateProfile: (request) => updateProfile(request.body as FormData),
  });
}

function renderPage() {
  renderScreen(
    <StudentProvider>
      <ProfilePage />
    </StudentProvider>,
  );
}

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs a string.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});
cleanUpAfterEach();

describe('the profile page', () => {
  it('says so when the profile cannot be loaded', async () => {
    serve(() => json(profile), refuse(500, 'Database unavailable.'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile could not be loaded.');
  });

  it('shows email, batch and valid until read-only', async () => {
    serve(() => json(profile));
    renderPage();
    expect(await screen.findByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Batch')).toHaveValue('Olympiad 9A');
    expect(screen.getByLabelText('Batch')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Valid until')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Valid until')).toHaveValue('22 Nov 2027');
  });

  it('requires the first and last name and sends nothing without them', async () => {
    const user = userEvent.setup();
    const server = serve(() => json(profile));
    renderPage();
    await user.clear(await screen.findByLabelText(/first name/i));
    await user.clear(screen.getByLabelText(/last name/i));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('First name is required.')).toBeVisible();
    expect(screen.getByText('Last name is required.')).toBeVisible();
    expect(server.requestsTo('updateProfile')).toHaveLength(0);
  });

  it('sends the form with the chosen photo as multipart and says so', async () => {
    const user = userEvent.setup();
    let sent: FormData | null = null;
    serve((body) => {
      sent = body;
      return json({ ...profile, parent_name: 'Sunita R. Verma', profile_picture: '/media/profile/asha.png' });
    });
    renderPage();
    const parent = await screen.findByLabelText("Parent's name");
    await user.clear(parent);
    await user.type(parent, 'Sunita R. Verma');
    await user.upload(
      screen.getByLabelText('Profile picture'),
      new File(['png'], 'asha.png', { type: 'image/png' }),
    );
    expect(screen.getByText('Selected: asha.png')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(messages.student.profileUpdated)).toBeVisible();
    if (!sent) throw new Error('The profile was not sent');
    const body: FormData = sent;
    expect(body.get('parent_name')).toBe('Sunita R. Verma');
    expect((body.get('profile_picture') as File).name).toBe('asha.png');
    expect(body.has('email')).toBe(false);
  });

  it('refuses a photo over 2 MB before sending anything', async () => {
    const user = userEvent.setup();
    serve(() => json(profile));
    renderPage();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(await screen.findByLabelText('Profile picture'), big);
    expect(screen.getByText(photoTooLarge)).toBeVisible();
    expect(screen.queryByText('Selected: big.jpg')).not.toBeInTheDocument();
  });

  it('says when the update failed', async () => {
    const user = userEvent.setup();
    serve(() => refuse(500, 'Storage is full.'));
    renderPage();
    await screen.findByLabelText("Parent's name");
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByText(messages.student.profileFailed)).toBeVisible());
  });

  it('shows the date of birth day first and sends what is typed day first as a date', async () => {
    const user = userEvent.setup();
    let sent: FormData | null = null;
    serve((body) => {
      sent = body;
      return json({ ...profile, date_of_birth: '2011-02-03' });
    });
    renderPage();
    const birth = await screen.findByLabelText('Date of birth');
    expect(birth).toHaveValue('14/06/2011');
    await user.clear(birth);
    await user.type(birth, '31/02/2011');
    await user.tab();
    expect(screen.getByText('Enter the date day first, as dd/mm/yyyy.')).toBeVisible();
    await user.clear(birth);
    await user.type(birth, '3/2/2011');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).not.toBeNull());
    // The third of February, not the second of March.
    expect((sent as unknown as FormData).get('date_of_birth')).toBe('2011-02-03');
    expect(birth).toHaveValue('03/02/2011');
  });
});
