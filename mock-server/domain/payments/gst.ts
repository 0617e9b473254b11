import { abroadCode, indianStates, isStateCode } from '../../../shared/indian-states';

/** The SAC of commercial training and coaching services, printed on every tax invoice. */
export const coachingSac = '999293';

/** GST on coaching: 18%, split as CGST and SGST at 9% each within the academy's state. */
const gstPercent = 18;

export type TaxBreakdown = {
  taxableMinor: number;
  /** Within the academy's state: CGST and SGST, and no IGST; outside it: IGST alone. */
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
};

/**
 * The tax inside a price that includes it (a plan's price is what the student pays). The one
 * rounding is the taxable value's, to the paisa; the tax is what is left, so the lines add up to the
 * total exactly, and an odd paisa of the split goes to CGST.
 */
export function taxOf(totalMinor: number, withinState: boolean): TaxBreakdown {
  const taxableMinor = Math.round((totalMinor * 100) / (100 + gstPercent));
  const taxMinor = totalMinor - taxableMinor;
  if (!withinState) return { taxableMinor, cgstMinor: 0, sgstMinor: 0, igstMinor: taxMinor };
  const sgstMinor = Math.floor(taxMinor / 2);
  return { taxableMinor, cgstMinor: taxMinor - sgstMinor, sgstMinor, igstMinor: 0 };
}

/** The academy's state: the first two digits of its GSTIN. */
export const stateOfGstin = (gstin: string) => gstin.slice(0, 2);

/**
 * Where a payment is supplied: the student's state on record; abroad for a payer in dollars; the
 * academy's own state when the student's is not known (the supplier's location, as GST has it).
 */
export function placeOfSupplyOf(gstin: string, studentState: string | null, foreign: boolean): string {
  if (foreign) return abroadCode;
  return studentState && isStateCode(studentState) ? studentState : stateOfGstin(gstin);
}

/** "Karnataka (29)", or "Outside India (96)". */
export function placeOfSupplyName(code: string): string {
  return `${isStateCode(code) ? indianStates[code] : 'Outside India'} (${code})`;
}

const ones = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ones[n];
  return tens[Math.floor(n / 10)] + (n % 10 ? `-${ones[n % 10]}` : '');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ones[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in words by Indian numbering: 12,34,567 is "Twelve Lakh Thirty-Four Thousand ...". */
export function indianNumberInWords(n: number): string {
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${indianNumberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** "Rupees Twenty Thousand Only", "US Dollars Nine Hundred and Fifty Cents Only". */
export function amountInWords(amountMinor: number, currency: 'INR' | 'USD'): string {
  const [unit, fraction] = currency === 'INR' ? ['Rupees', 'Paise'] : ['US Dollars', 'Cents'];
  const whole = Math.floor(amountMinor / 100);
  const part = amountMinor % 100;
  return `${unit} ${indianNumberInWords(whole)}${part ? ` and ${belowHundred(part)} ${fraction}` : ''} Only`;
}
