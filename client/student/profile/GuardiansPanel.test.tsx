// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { attendanceTexts } from '../../../shared/attendance-texts';
import { fakeServer, json } from '../../testing/fake-server';
import { cleanUpAfterEach, renderScreen } from '../../testing/render-screen';
import { GuardiansPanel } from './GuardiansPanel';

cleanUpAfterEach();

const mother = {
  name: 'Sunita Verma',
  relation: 'mother',
  email: 'sunita@example.test',
  mobile: '+919810144562',
};
const saved = (body: { guardians: object[] }) => ({
  guardians: body.guardians.map((guardian) => ({ ...guardian, has_account: false })),
});

describe('the guardians on the student’s profile', () => {
  it('shows the guardians and saves a second one', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      ownGuardians: json({ guardians: [{ ...mother, has_account: true }] }),
      updateOwnGuardians: (request) => json(saved(request.body as { guardians: object[] })),
    });
    renderScreen(<GuardiansPanel />);
    const first = await screen.findByRole('group', { name: 'First guardian' });
    expect(first).toBeVisible();
    // Who signs in as a guardian is told, since a changed e-mail ends their access.
    expect(within(first).getByText(attendanceTexts.guardianHasAccount)).toBeVisible();
    expect(screen.getAllByLabelText(/^Name/)[0]).toHaveValue('Sunita Verma');
    await user.click(screen.getByRole('button', { name: 'Add a second guardian' }));
    const names = screen.getAllByLabelText(/^Name/);
    await user.type(names[1], 'Ravi Verma');
    await user.selectOptions(screen.getAllByLabelText('Relation')[1], 'father');
    await user.type(screen.getAllByLabelText('Mobile')[1], '98101 44563');
    await user.click(screen.getByRole('button', { name: 'Save guardians' }));
    expect(await screen.findByText('Guardians saved.')).toBeVisible();
    expect(server.bodiesSentTo('updateOwnGuardians')).toEqual([
      {
        guardians: [mother, { name: 'Ravi Verma', relation: 'father', email: '', mobile: '+919810144563' }],
      },
    ]);
  });

  it('names what is wrong under the field and sends nothing', async () => {
    const user = userEvent.setup();
    const server = fakeServer({ ownGuardians: json({ guardians: [] }) });
    renderScreen(<GuardiansPanel />);
    await user.type(await screen.findByLabelText(/^Name/), 'Sunita Verma');
    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save guardians' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeVisible();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(server.requestsTo('updateOwnGuardians')).toHaveLength(0);
  });
});
