// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages';
import { fakeServer, json, refuse } from '../../testing/fake-server';
import { renderPublicRoute } from '../../testing/render-public-route';
import { usableOnceHydrated } from '../../testing/usable-once-hydrated';

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

  it("without a configured form, shows the academy's own form and no frame", async () => {
    vi.stubEnv(variable, '');
    renderPublicRoute(path);
    expect(await screen.findByRole('form', { name: 'Application form' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Student's full name/ })).toBeInTheDocument();
    expect(screen.queryByTitle(frameTitle)).not.toBeInTheDocument();
    expect(screen.queryByText(messages.site.googleAccountNote)).not.toBeInTheDocument();
  });
});

describe('the academy’s own form', () => {
  beforeEach(() => {
    vi.stubEnv('VITE_APPLY_DEMO_FORM_URL', '');
    vi.stubEnv('VITE_APPLY_NEET_FORM_URL', '');
  });

  async function fillDemoForm(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByRole('textbox', { name: /Student's full name/ }), 'Ira Sen');
    await user.selectOptions(screen.getByRole('combobox', { name: /Class/ }), 'Class 9');
    await user.type(screen.getByRole('textbox', { name: /School/ }), 'KV Pune');
    await user.type(screen.getByRole('textbox', { name: /City/ }), 'Pune');
    await user.type(screen.getByRole('textbox', { name: /Parent's name/ }), 'Meena Sen');
    await user.type(screen.getByRole('textbox', { name: /Parent's mobile/ }), '98765 43210');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'meena@example.test');
    await user.selectOptions(screen.getByRole('combobox', { name: /Programme/ }), 'Express');
    await user.selectOptions(screen.getByRole('combobox', { name: /hear of us/ }), 'My school');
    await user.click(screen.getByRole('checkbox', { name: /may contact me/ }));
  }

  it('writes each problem under its field, moves focus to the first, and sends nothing', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderPublicRoute('/apply-demo');
    const name = await screen.findByRole('textbox', { name: /Student's full name/ });
    await usableOnceHydrated(name);
    await user.type(screen.getByRole('textbox', { name: /Parent's mobile/ }), '12345');
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText("Enter the student's name.")).toBeInTheDocument();
    expect(screen.getByText(/Enter a 10-digit Indian mobile number/)).toBeInTheDocument();
    expect(screen.getByText('Please agree to be contacted about this application.')).toBeInTheDocument();
    expect(server.requestsTo('submitApplication')).toEqual([]);

    // A corrected field loses its message as it is typed.
    await user.type(name, 'Ira');
    await waitFor(() => expect(screen.queryByText("Enter the student's name.")).not.toBeInTheDocument());
  });

  it('sends the filled form and shows the reference number', async () => {
    const server = fakeServer({
      submitApplication: json(
        { reference: 'APL-2026-00042', detail: messages.admissions.received('APL-2026-00042') },
        201,
      ),
    });
    const user = userEvent.setup();
    renderPublicRoute('/apply-demo');
    await usableOnceHydrated(screen.getByRole('button', { name: 'Send application' }));
    await fillDemoForm(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByText('APL-2026-00042')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveFocus();
    expect(server.bodiesSentTo('submitApplication')[0]).toMatchObject({
      form: 'demo',
      student_name: 'Ira Sen',
      class_level: 9,
      programme: 'express',
      heard_from: 'school',
      parent_mobile: '98765 43210',
      consent: true,
      website: '',
      started_at: expect.any(Number),
    });
  });

  it('keeps what was typed and shows the server’s refusal', async () => {
    fakeServer({ submitApplication: refuse(429, messages.admissions.throttled('40 minutes')) });
    const user = userEvent.setup();
    renderPublicRoute('/apply-demo');
    await usableOnceHydrated(screen.getByRole('button', { name: 'Send application' }));
    await fillDemoForm(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.admissions.throttled('40 minutes'));
    expect(screen.getByRole('textbox', { name: /Student's full name/ })).toHaveValue('Ira Sen');
  });

  it('on /apply-neet asks for the institution and the student’s own mobile, class 12 fixed', async () => {
    const server = fakeServer({
      submitApplication: json({ reference: 'APL-2026-00043', detail: 'Thank you!' }, 201),
    });
    const user = userEvent.setup();
    renderPublicRoute('/apply-neet');
    await usableOnceHydrated(screen.getByRole('button', { name: 'Send application' }));
    expect(screen.getByRole('textbox', { name: 'Class' })).toHaveValue('Class 12');
    await user.type(screen.getByRole('textbox', { name: /Student's full name/ }), 'Kavya R');
    await user.type(screen.getByRole('textbox', { name: /Government institution/ }), 'GGHSS Madurai');
    await user.type(screen.getByRole('textbox', { name: /City/ }), 'Madurai');
    await user.type(screen.getByRole('textbox', { name: /^Mobile/ }), '+91 91234 56789');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'kavya@example.test');
    await user.click(screen.getByRole('checkbox', { name: /may contact me/ }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('APL-2026-00043')).toBeInTheDocument();
    expect(server.bodiesSentTo('submitApplication')[0]).toMatchObject({
      form: 'neet',
      institution: 'GGHSS Madurai',
      mobile: '+91 91234 56789',
    });
  });
});
