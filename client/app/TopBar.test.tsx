// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
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
  waitFor(() => {
    const menus = screen.getAllByRole('navigation', { name: 'Main', hidden: true });
    expect(menus).toHaveLength(2);
    return menus;
  });

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
