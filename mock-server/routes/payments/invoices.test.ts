import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiClient } from '../../../tests/api/support/api-client';
import { createUser, type TestUser } from '../../../tests/support/fixtures';
import { freshUtr, studentPayer } from '../../../tests/support/payments';
import { pdfText } from '../../../tests/support/pdf-text';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { loadConfig } from '../../config';
import { amountInWords, indianNumberInWords, taxOf } from '../../domain/payments/gst';

// A Karnataka GSTIN: CGST and SGST for students in Karnataka, IGST for everyone else.
const gstin = '29ABCDE1234F1Z5';

let server: TestServer;
let call: ApiCall;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1', GSTIN: gstin.toLowerCase() });
  call = apiClient(server.url);
  admin = await createUser(server.deps, { role: 'admin' });
});
afterAll(() => server.stop());

/** The student's state as they would set it on their profile. */
async function setState(student: TestUser, state: string) {
  const form = new FormData();
  form.set('first_name', student.firstName);
  form.set('last_name', 'Tester');
  form.set('state', state);
  return call('PATCH', '/api/profile/', { token: student.token, form });
}

/** Pays the 6-month plan, has the admin confirm it, and reads the receipt's text back. */
async function paidInvoiceText(options: { state?: string; country?: string } = {}) {
  const payer = await studentPayer(server, call, { country: options.country });
  if (options.state) expect((await setState(payer.student, options.state)).status).toBe(200);
  const request = (await payer.start('6month')).body;
  const utr = request.method === 'upi' ? freshUtr() : `WIRE${freshUtr()}`;
  expect((await payer.reference(request.reference, utr)).status).toBe(200);
  const paid = await call('POST', `/api/admin/payments/${request.id}/confirm/`, { token: admin.token });
  expect(paid.status).toBe(200);
  const response = await fetch(new URL(`/api/payments/${request.id}/receipt/`, server.url), {
    headers: { authorization: `Bearer ${payer.student.token}` },
  });
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
  // Lines joined as a reader would read them: a wrapped value reads on.
  return { text: text.replace(/\s+/g, ' '), receipt: paid.body.receipt_number as string };
}

describe('tax invoices when the academy has a GSTIN', () => {
  it('charges CGST and SGST at 9% each inside the price for a student in the academy’s state', async () => {
    const { text, receipt } = await paidInvoiceText({ state: '29' });
    for (const expected of [
      'Tax invoice',
      `Invoice number: ${receipt}`,
      `GSTIN: ${gstin}`,
      'SAC: 999293',
      'Place of supply: Karnataka (29)',
      'Taxable value: INR 16949.15',
      'CGST @ 9%: INR 1525.43',
      'SGST @ 9%: INR 1525.42',
      'Total (GST included): INR 20000.00',
      'Amount in words: Rupees Twenty Thousand Only',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('IGST');
  });

  it('charges IGST at 18% for a student in another state', async () => {
    const { text } = await paidInvoiceText({ state: '19' });
    expect(text).toContain('Place of supply: West Bengal (19)');
    expect(text).toContain('Taxable value: INR 16949.15');
    expect(text).toContain('IGST @ 18%: INR 3050.85');
    expect(text).not.toMatch(/CGST|SGST/);
  });

  it("takes the academy's own state when the student's is not known, and abroad for a payer in dollars", async () => {
    expect((await paidInvoiceText()).text).toContain('Place of supply: Karnataka (29)');
    const abroad = await paidInvoiceText({ country: 'US', state: '29' });
    expect(abroad.text).toContain('Place of supply: Outside India (96)');
    expect(abroad.text).toContain('Taxable value: USD 762.71');
    expect(abroad.text).toContain('IGST @ 18%: USD 137.29');
    expect(abroad.text).toContain('Amount in words: US Dollars Nine Hundred Only');
  });

  it('refuses a state that is not one, naming the field, and changes nothing', async () => {
    const payer = await studentPayer(server, call);
    const refused = await setState(payer.student, '99');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('state');
    const profile = await call('GET', '/api/profile/', { token: payer.student.token });
    expect(profile.body.state).toBeNull();
  });
});

describe('GST arithmetic', () => {
  it('works the tax out of an inclusive price with one rounding, the lines adding up to the total', () => {
    for (const total of [2_000_000, 350_000, 90_000, 1, 99_999_999]) {
      const within = taxOf(total, true);
      expect(within.taxableMinor + within.cgstMinor + within.sgstMinor).toBe(total);
      expect(within.cgstMinor - within.sgstMinor).toBeLessThanOrEqual(1);
      const outside = taxOf(total, false);
      expect(outside.taxableMinor + outside.igstMinor).toBe(total);
      expect(outside.taxableMinor).toBe(within.taxableMinor);
    }
    expect(taxOf(350_000, true)).toEqual({
      taxableMinor: 296_610,
      cgstMinor: 26_695,
      sgstMinor: 26_695,
      igstMinor: 0,
    });
  });

  it('writes amounts in words by Indian numbering, lakh and crore', () => {
    expect(indianNumberInWords(12_345_678)).toBe(
      'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight',
    );
    expect(indianNumberInWords(100_000)).toBe('One Lakh');
    expect(amountInWords(296_610, 'INR')).toBe(
      'Rupees Two Thousand Nine Hundred Sixty-Six and Ten Paise Only',
    );
    expect(amountInWords(350_000, 'INR')).toBe('Rupees Three Thousand Five Hundred Only');
  });

  it('refuses a GSTIN that is not one, naming the setting', () => {
    expect(() => loadConfig({ GSTIN: '29ABCDE1234F1Z' })).toThrow(/GSTIN/);
    expect(() => loadConfig({ GSTIN: '99ABCDE1234F1Z5' })).toThrow(/GSTIN/);
    expect(loadConfig({}).payments.gstin).toBeNull();
  });
});
