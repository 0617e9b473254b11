// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookOpen, Inbox, Layers, LayoutDashboard, LogOut, ScrollText, Users } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { system } from '../app/theme';
import { AreaShell } from './AreaShell';
import type { AreaNavLink } from './area-nav-link';

const links = [
  { to: '/area', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/area/homework', label: 'Homework', icon: BookOpen },
];

function renderAt(path: string, areaLinks: readonly AreaNavLink[] = links) {
  render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[path]}>
        <AreaShell navLabel="Test area" links={areaLinks} topRight={<button type="button">Profile</button>}>
          <p>Screen content</p>
        </AreaShell>
      </MemoryRouter>
    </ChakraProvider>,
  );
}

afterEach(cleanup);

describe('the area layout', () => {
  it('marks only the current page as current, the index link only on the index', () => {
    renderAt('/area/homework');
    const [sidebar] = screen.getAllByRole('navigation', { name: 'Test area', hidden: true });
    expect(within(sidebar).getByRole('link', { name: 'Homework' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('shows the logo linking home, the top-right slot and the screen in the main landmark', () => {
    renderAt('/area');
    expect(screen.getByRole('link', { name: /home$/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Profile' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Screen content')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#area-main');
  });

  describe('bottom bar of an area with seven links', () => {
    const sevenLinks: AreaNavLink[] = [
      { to: '/area', label: 'Overview', icon: LayoutDashboard, end: true },
      { to: '/area/batches', label: 'Batches', icon: Layers },
      { to: '/area/students', label: 'Students', icon: Users },
      { to: '/area/teachers', label: 'Teachers', icon: Users },
      { to: '/area/applications', label: 'Applications', icon: Inbox },
      { to: '/area/audit', label: 'Audit log', icon: ScrollText },
      { to: '/logout', label: 'Logout', icon: LogOut },
    ];
    const bottomBar = () => screen.getAllByRole('navigation', { name: 'Test area', hidden: true })[1];

    it('shows four links and a More button that opens the other three', async () => {
      const user = userEvent.setup();
      renderAt('/area/audit', sevenLinks);
      const bar = bottomBar();
      const linkNames = () =>
        within(bar)
          .getAllByRole('link')
          .map((link) => link.textContent);
      expect(linkNames()).toEqual(['Overview', 'Batches', 'Students', 'Teachers']);
      const more = within(bar).getByRole('button', { name: 'More' });
      expect(more).toHaveAttribute('aria-expanded', 'false');

      await user.click(more);
      expect(more).toHaveAttribute('aria-expanded', 'true');
      expect(linkNames()).toEqual([
        'Overview',
        'Batches',
        'Students',
        'Teachers',
        'Applications',
        'Audit log',
        'Logout',
      ]);
      expect(within(bar).getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
    });

    it('is used by keyboard: Tab goes from More into its links, Escape closes them and returns to More', async () => {
      const user = userEvent.setup();
      renderAt('/area', sevenLinks);
      const bar = bottomBar();
      const more = within(bar).getByRole('button', { name: 'More' });
      more.focus();
      await user.keyboard('{Enter}');
      await user.tab();
      expect(within(bar).getByRole('link', { name: 'Applications' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(more).toHaveAttribute('aria-expanded', 'false');
      expect(more).toHaveFocus();
      expect(within(bar).queryByRole('link', { name: 'Applications' })).not.toBeInTheDocument();
    });

    it('closes when a link in it is followed', async () => {
      const user = userEvent.setup();
      renderAt('/area', sevenLinks);
      const bar = bottomBar();
      await user.click(within(bar).getByRole('button', { name: 'More' }));
      await user.click(within(bar).getByRole('link', { name: 'Applications' }));
      expect(within(bar).getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
    });
  });

  it('keeps every link in the bottom bar of an area with five or fewer, and no More', () => {
    renderAt('/area');
    const bar = screen.getAllByRole('navigation', { name: 'Test area', hidden: true })[1];
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Homework']);
    expect(within(bar).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });
});
