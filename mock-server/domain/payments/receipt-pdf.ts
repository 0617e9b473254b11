import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import { academyName } from '../../../shared/brand';
import { paymentMethodLabels } from '../../../shared/payments';
import { amountInWords, coachingSac, placeOfSupplyName, stateOfGstin, taxOf } from './gst';
import type { ReceiptRow } from './payments';
import { decimalAmount, planOf } from './pricing';

type Line = [label: string, value: string];
type ReceiptDocument = { title: string; lines: Line[]; footer: string };

const money = (currency: string, amountMinor: number) => `${currency} ${decimalAmount(amountMinor)}`;

/** How it was paid: the payer's reference for UPI and transfers, the staff's remark for cash and cheques. */
function proofLine(request: ReceiptRow['request']): Line {
  if (request.method === 'upi') return ['UPI transaction (UTR)', request.utr ?? ''];
  if (request.method === 'bank_transfer') return ['Bank transfer reference', request.utr ?? ''];
  const label = paymentMethodLabels[request.method];
  return ['Paid by', request.remark ? `${label}: ${request.remark}` : label];
}

/**
 * What the receipt says, in the order printed: also what a test reads back. A payment confirmed while
 * the academy had a GSTIN is a tax invoice (its tax worked out of the price, which includes it);
 * otherwise a plain receipt.
 */
export function receiptDocument({ request, student }: ReceiptRow): ReceiptDocument {
  const plan = planOf(request.planId);
  const date = (request.decidedAt ?? request.createdAt).toISOString().slice(0, 10);
  const who = `${student.first_name} ${student.last_name} (${student.email})`;
  const period = `${request.coversFrom} to ${request.coversUntil}`;
  const total = money(request.currency, request.amountMinor);
  const references: Line[] = [['Payment reference', request.reference], proofLine(request)];
  if (!request.gstin || !request.placeOfSupply) {
    return {
      title: 'Fee receipt',
      lines: [
        ['Receipt number', request.receiptNumber ?? ''],
        ['Date', date],
        ['Student', who],
        ['Plan', plan.duration],
        ['Subscription', period],
        ['Amount received', total],
        ...references,
      ],
      footer: 'This receipt was issued electronically and needs no signature.',
    };
  }
  const withinState = request.placeOfSupply === stateOfGstin(request.gstin);
  const tax = taxOf(request.amountMinor, withinState);
  const taxLines: Line[] = withinState
    ? [
        ['CGST @ 9%', money(request.currency, tax.cgstMinor)],
        ['SGST @ 9%', money(request.currency, tax.sgstMinor)],
      ]
    : [['IGST @ 18%', money(request.currency, tax.igstMinor)]];
  return {
    title: 'Tax invoice',
    lines: [
      ['Invoice number', request.receiptNumber ?? ''],
      ['Date', date],
      ['GSTIN', request.gstin],
      ['Student', who],
      ['Place of supply', placeOfSupplyName(request.placeOfSupply)],
      ['Description', `Coaching fees, ${plan.duration} plan`],
      ['SAC', coachingSac],
      ['Subscription', period],
      ['Taxable value', money(request.currency, tax.taxableMinor)],
      ...taxLines,
      ['Total (GST included)', total],
      ['Amount in words', amountInWords(request.amountMinor, request.currency)],
      ['Reverse charge', 'No'],
      ...references,
    ],
    footer: 'The fee includes GST. This invoice was issued electronically and needs no signature.',
  };
}

/** A value cut into lines that fit `width` at `size`, broken between words. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  return [...lines, line];
}

/**
 * The receipt or tax invoice as a one-page PDF. Helvetica's WinAnsi encoding has no rupee sign, hence
 * "INR". Without object streams, older PDF readers open it too.
 */
export async function receiptPdf(row: ReceiptRow): Promise<Uint8Array> {
  const document = receiptDocument(row);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${document.title} ${row.request.receiptNumber}`);
  pdf.setAuthor(academyName);
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 770;
  page.drawText(academyName, { x: 56, y, size: 20, font: bold, color: rgb(0.1, 0.2, 0.45) });
  y -= 30;
  page.drawText(document.title, { x: 56, y, size: 14, font: regular });
  y -= 40;
  for (const [label, value] of document.lines) {
    page.drawText(`${label}:`, { x: 56, y, size: 11, font: bold });
    for (const part of wrap(value, regular, 11, 595 - 220 - 56)) {
      page.drawText(part, { x: 220, y, size: 11, font: regular });
      y -= 16;
    }
    y -= 6;
  }
  y -= 20;
  page.drawText(document.footer, { x: 56, y, size: 9, font: regular, color: rgb(0.35, 0.35, 0.35) });
  return pdf.save({ useObjectStreams: false });
}
