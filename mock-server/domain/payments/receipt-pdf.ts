import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { academyName } from '../../../shared/brand';
import type { ReceiptRow } from './payments';
import { decimalAmount, planOf } from './pricing';

/** The receipt's lines, label and value, in the order printed: also what a test reads back. */
export function receiptLines({ request, student }: ReceiptRow): [string, string][] {
  const plan = planOf(request.planId);
  const amount = `${request.currency === 'INR' ? 'INR' : 'USD'} ${decimalAmount(request.amountMinor)}`;
  return [
    ['Receipt number', request.receiptNumber ?? ''],
    ['Date', (request.decidedAt ?? request.createdAt).toISOString().slice(0, 10)],
    ['Student', `${student.first_name} ${student.last_name} (${student.email})`],
    ['Plan', plan.duration],
    ['Subscription', `${request.coversFrom} to ${request.coversUntil}`],
    ['Amount received', amount],
    ['Payment reference', request.reference],
    [request.method === 'upi' ? 'UPI transaction (UTR)' : 'Bank transfer reference', request.utr ?? ''],
  ];
}

/**
 * The receipt as a one-page PDF. Helvetica's WinAnsi encoding has no rupee sign, hence "INR".
 * Without object streams, older PDF readers open it too.
 */
export async function receiptPdf(row: ReceiptRow): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Receipt ${row.request.receiptNumber}`);
  pdf.setAuthor(academyName);
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 770;
  page.drawText(academyName, { x: 56, y, size: 20, font: bold, color: rgb(0.1, 0.2, 0.45) });
  y -= 30;
  page.drawText('Fee receipt', { x: 56, y, size: 14, font: regular });
  y -= 40;
  for (const [label, value] of receiptLines(row)) {
    page.drawText(`${label}:`, { x: 56, y, size: 11, font: bold });
    page.drawText(value, { x: 220, y, size: 11, font: regular });
    y -= 22;
  }
  y -= 20;
  page.drawText('This receipt was issued electronically and needs no signature.', {
    x: 56,
    y,
    size: 9,
    font: regular,
    color: rgb(0.35, 0.35, 0.35),
  });
  return pdf.save({ useObjectStreams: false });
}
