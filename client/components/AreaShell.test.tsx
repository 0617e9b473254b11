// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { BookOpen, LayoutDashboard } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { system } from '../app/theme';
import { AreaShell } from './AreaShell';

const links = [
  { to: '/area', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/area/homework', label: 'Homework', icon: BookOpen },
];

function renderAt(path: string) {
  render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[path]}>
        <AreaShell navLabel="Test area" links={links} topRight={<button type="button">Profile</button>}>
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
});
