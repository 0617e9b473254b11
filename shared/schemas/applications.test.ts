import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applicationSubmit, mobileNumber, normaliseMobile } from './applications';

const indianMobile = fc
  .tuple(fc.constantFrom('6', '7', '8', '9'), fc.stringMatching(/^\d{9}$/))
  .map(([first, rest]) => first + rest);
/** How people write one number: with +91, 0 or nothing before it, and spaces or dashes inside. */
const writtenIndian = fc
  .tuple(indianMobile, fc.constantFrom('', '+91 ', '+91-', '0', '91'), fc.constantFrom('', ' ', '-'))
  .map(([digits, prefix, gap]) => ({
    digits,
    written: `${prefix}${digits.slice(0, 5)}${gap}${digits.slice(5)}`,
  }));

describe('mobile numbers', () => {
  it('reads every way of writing an Indian mobile as the one E.164 number', () => {
    fc.assert(
      fc.property(writtenIndian, ({ digits, written }) => {
        expect(normaliseMobile(written)).toBe(`+91${digits}`);
      }),
    );
  });

  it('is idempotent: a normalised number normalises to itself', () => {
    const anyNumber = fc.oneof(
      writtenIndian.map((n) => n.written),
      fc.stringMatching(/^\+[1-9]\d{7,14}$/),
      fc.string({ maxLength: 20 }),
    );
    fc.assert(
      fc.property(anyNumber, (value) => {
        const once = normaliseMobile(value);
        if (once !== null) expect(normaliseMobile(once)).toBe(once);
      }),
    );
  });

  it('refuses what is no phone number, with a message saying what to write', () => {
    for (const value of ['12345', '5876543210', 'call me', '+0 123', '98765 4321x']) {
      const parsed = mobileNumber.safeParse(value);
      expect(parsed.success, value).toBe(false);
      expect(parsed.error?.issues[0].message).toMatch(/10-digit Indian mobile number/);
    }
  });
});

describe('the application body', () => {
  it('tells the two forms apart and requires consent', () => {
    const neet = {
      form: 'neet',
      student_name: 'Asha',
      institution: 'GGHSS',
      city: 'Trichy',
      mobile: '9876543210',
      email: 'asha@example.test',
      started_at: 1,
    };
    expect(applicationSubmit.safeParse({ ...neet, consent: true }).data).toMatchObject({ class_level: 12 });
    const refused = applicationSubmit.safeParse({ ...neet, consent: false, class_level: 11 });
    expect(refused.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['class_level', 'consent']);
    expect(applicationSubmit.safeParse({ ...neet, form: 'other', consent: true }).success).toBe(false);
  });
});
