// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages';
import { contact } from '../../app/brand';
import { renderPublicRoute } from '../../testing/render-public-route';

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const forms = [
  {
    path: '/apply-demo',
    variable: 'VITE_APPLY_DEMO_FORM_URL',
    frameTitle: 'Application form for Classes 7 to 10',
    url: 'https://docs.google.com/forms/d/e/demo-form/viewform?embedded=true',
  },
  {
    path: '/apply-neet',
    variable: 'VITE_APPLY_NEET_FORM_URL',
    frameTitle: 'Application form for the free NEET programme',
    url: 'https://docs.google.com/forms/d/e/neet-form/viewform?embedded=true',
  },
];

describe.each(forms)('$path', ({ path, variable, frameTitle, url }) => {
  it('embeds the configured form 800 px high, under the Google-account note', async () => {
    vi.stubEnv(variable, url);
    renderPublicRoute(path);
    const frame = await screen.findByTitle(frameTitle);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', url);
    expect(frame).toHaveAttribute('height', '800');
    const note = screen.getByText(messages.site.googleAccountNote);
    // The note comes first, so it is read before the form.
    expect(note.compareDocumentPosition(frame) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('without a configured form, asks the family to apply by e-mail instead', async () => {
    vi.stubEnv(variable, '');
    renderPublicRoute(path);
    expect(await screen.findByText('The online form is not available right now.')).toBeInTheDocument();
    expect(screen.queryByTitle(frameTitle)).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: contact.email })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    );
  });
});
