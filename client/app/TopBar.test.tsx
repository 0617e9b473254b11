// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../shared/constants';
import { menuLinks } from './navigation';
import { TopBar } from './TopBar';
import { system } from './theme';

afterEach(cleanup);

/** Which menu links each menu (the desktop bar, then the drawer) marks as the current page. */
async function currentLinks(path: string): Promise<string[][]> {
  render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[path]}>
        <TopBar />
      </MemoryRouter>
    </ChakraProvider>,
  );
  // The drawer's code loads on the first press of Menu.
  fireEvent.click(screen.getByRole('button', { name: 'Menu', hidden: true }));
  const [desktop, drawer] = await waitForBoth();
  return [desktop, drawer].map((menu) =>
    menuLinks
      .map((link) => within(menu).getByRole('link', { name: link.label, hidden: true }))
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent ?? ''),
  );
}

const waitForBoth = () =>
  waitFor(
    () => {
      const menus = screen.getAllByRole('navigation', { name: 'Main', hidden: true });
      expect(menus).toHaveLength(2);
      return menus;
      // The drawer's chunk may take seconds to import on a busy machine.
    },
    { timeout: 10_000 },
  );

describe('TopBar', () => {
  it.each([
    ['/', ['Home']],
    ['/fees', ['Fees']],
    ['/fees/', ['Fees']],
    ['/fees/nri', ['Fees']],
    ['/login', []],
  ])('marks the same current link in the bar and the drawer at %s', async (path, expected) => {
    const [desktop, drawer] = await currentLinks(path);
    expect(desktop).toEqual(expected);
    expect(drawer).toEqual(expected);
  });
});

function signIn(role: string) {
  localStorage.setItem(storageKeys.accessToken, 'access-token');
  localStorage.setItem(storageKeys.userRole, role);
}

const topBarAt = (path: string) => (
  <ChakraProvider value={system}>
    <MemoryRouter initialEntries={[path]}>
      <TopBar />
    </MemoryRouter>
  </ChakraProvider>
);

describe('TopBar for a signed-in user', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it.each([
    ['student', '/dashboard'],
    ['teacher', '/teacher'],
    ['admin', '/admin'],
  ])('links a signed-in %s to their area instead of Login', (role, area) => {
    signIn(role);
    render(topBarAt('/fees'));
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', area);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows Login to a visitor, and to a stored role it does not know', () => {
    render(topBarAt('/'));
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    cleanup();
    signIn('parent');
    render(topBarAt('/'));
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('keeps Login in the prerendered HTML and swaps in Dashboard after hydrating without a mismatch', async () => {
    signIn('teacher');
    const html = renderToString(topBarAt('/'));
    expect(html).toContain('>Login</a>');
    expect(html).not.toContain('Dashboard');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const hydrationErrors: unknown[] = [];
    const consoleErrors = vi.spyOn(console, 'error');
    const root = await act(async () =>
      hydrateRoot(container, topBarAt('/'), {
        onRecoverableError: (error) => hydrationErrors.push(error),
      }),
    );
    await waitFor(() =>
      expect(within(container).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/teacher'),
    );
    expect(hydrationErrors).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
