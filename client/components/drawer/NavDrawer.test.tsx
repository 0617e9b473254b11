// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { Button, ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { drawerPaths } from '../../../machines/testing/drawer.model';
import { menuLinks } from '../../app/navigation';
import { system } from '../../app/theme';
import { isActiveLink } from './active-link';
import { NavDrawer } from './NavDrawer';

const links = [...menuLinks];

function TopBar() {
  const location = useLocation();
  return (
    <>
      <p data-testid="outside">Page content at {location.pathname}</p>
      <NavDrawer links={links} activePath={location.pathname} extra={<Button>Apply Now</Button>} />
    </>
  );
}

function renderDrawer() {
  render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={['/why-us']}>
        <TopBar />
      </MemoryRouter>
    </ChakraProvider>,
  );
  return screen.getByRole('button', { name: 'Menu' });
}

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

const dialog = () => screen.getByRole('dialog', { hidden: true });

describe('NavDrawer (drawer model paths)', () => {
  afterEach(() => {
    cleanup();
    document.body.style.overflow = '';
  });

  drawerPaths().forEach((path, pathNumber) => {
    // Alternate the ways of saying the same thing: close button or Escape; a link or a route change.
    const variant = pathNumber % 2;
    it(path.description, async () => {
      const menuButton = renderDrawer();
      expect(menuButton).toHaveAttribute('aria-controls', dialog().id);
      await path.test({
        states: {
          closed: () => {
            expect(menuButton).toHaveAttribute('aria-expanded', 'false');
            expect(dialog().closest('[hidden]')).not.toBeNull();
            expect(screen.queryByRole('dialog')).toBeNull();
            expect(document.body.style.overflow).toBe('');
            expect(dialog().contains(document.activeElement)).toBe(false);
          },
          open: () => {
            expect(menuButton).toHaveAttribute('aria-expanded', 'true');
            const open = screen.getByRole('dialog', { name: 'Menu' });
            expect(document.body.style.overflow).toBe('hidden');
            expect(open.contains(document.activeElement)).toBe(true);
            const nav = within(open).getByRole('navigation', { name: 'Main' });
            expect(
              within(nav)
                .getAllByRole('link')
                .map((link) => link.textContent),
            ).toEqual(links.map((link) => link.label));
            const current = within(nav).getByRole('link', { current: 'page' });
            expect(current).toHaveTextContent('Why Us');
            expect(within(open).getByRole('button', { name: 'Apply Now' })).toBeVisible();
          },
        },
        events: {
          OPEN() {
            fireEvent.keyDown(menuButton, { key: 'ArrowDown' });
          },
          TOGGLE() {
            fireEvent.click(menuButton);
          },
          CLOSE() {
            if (variant === 0) fireEvent.click(within(dialog()).getByRole('button', { name: 'Close menu' }));
            else fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
          },
          CLICK_OUTSIDE() {
            fireEvent.pointerDown(
              variant === 0 ? screen.getByTestId('outside') : screen.getByTestId('drawer-backdrop'),
            );
          },
          NAVIGATED() {
            fireEvent.click(within(dialog()).getByRole('link', { name: 'Fees' }));
            expect(screen.getByTestId('outside')).toHaveTextContent('Page content at /fees');
          },
          RESIZED({ event }) {
            resizeTo((event as unknown as { width: number }).width);
          },
        },
      });
    });
  });

  it('keeps Tab inside the open drawer', () => {
    const menuButton = renderDrawer();
    fireEvent.click(menuButton);
    const focusable = within(dialog()).getAllByRole('button').concat(within(dialog()).getAllByRole('link'));
    expect(focusable.length).toBeGreaterThan(2);
    const apply = within(dialog()).getByRole('button', { name: 'Apply Now' });
    act(() => apply.focus());
    fireEvent.keyDown(apply, { key: 'Tab' });
    expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: 'Close menu' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(apply);
  });

  it('gives focus back to the menu button on Escape, and the scroll back on unmount', () => {
    const menuButton = renderDrawer();
    document.body.style.overflow = 'auto';
    fireEvent.click(menuButton);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(document.activeElement).toBe(menuButton);
    expect(document.body.style.overflow).toBe('auto');
    fireEvent.click(menuButton);
    expect(document.body.style.overflow).toBe('hidden');
    cleanup();
    expect(document.body.style.overflow).toBe('auto');
  });

  it("stays open when Menu is pressed while a link's page is still loading, and closes on Back", () => {
    // BrowserRouter changes the address at once but shows the new path only once its screen has
    // loaded: the drawer sees the path change after it was opened at the new address.
    const frame = (path: string) => (
      <ChakraProvider value={system}>
        <MemoryRouter>
          <NavDrawer links={links} activePath={path} />
        </MemoryRouter>
      </ChakraProvider>
    );
    window.history.pushState(null, '', '/fees');
    const { rerender } = render(frame('/fees'));
    window.history.pushState(null, '', '/curriculum');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    rerender(frame('/curriculum'));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');

    window.history.back();
    rerender(frame('/fees'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('highlights a section link on its sub-pages, and Home only at /', () => {
    expect(isActiveLink('/fees', '/fees')).toBe(true);
    expect(isActiveLink('/fees', '/fees/nri')).toBe(true);
    expect(isActiveLink('/fees', '/feesx')).toBe(false);
    expect(isActiveLink('/', '/fees')).toBe(false);
    expect(isActiveLink('/', '/')).toBe(true);
  });
});
