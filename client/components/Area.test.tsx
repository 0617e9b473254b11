// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { House } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { cleanUpAfterEach, renderScreen } from '../testing/render-screen';
import { Area } from './Area';

const pages = {
  '': () => <p>The home page</p>,
  'items/:itemId': () => <p>One item</p>,
};

const showArea = (path: string) =>
  renderScreen(
    <Area
      navLabel="Test area"
      links={[{ to: '/area', label: 'Home', icon: House, end: true }]}
      pages={pages}
    />,
    { path, route: '/area/*' },
  );

describe('Area', () => {
  cleanUpAfterEach();

  it.each([
    ['/area', 'The home page'],
    ['/area/items/7', 'One item'],
  ])('shows at %s the page its path names', async (path, text) => {
    showArea(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says an address that names no page is not found, inside the shell', async () => {
    showArea('/area/nowhere');
    expect(await screen.findByRole('heading', { name: messages.notFound })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Test area' })).not.toHaveLength(0);
    const back = within(screen.getByRole('main')).getByRole('link', { name: 'Back to Home' });
    expect(back).toHaveAttribute('href', '/area');
    await userEvent.setup().click(back);
    expect(await screen.findByText('The home page')).toBeInTheDocument();
  });
});
