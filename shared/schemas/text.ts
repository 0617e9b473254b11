import { z } from 'zod';

/**
 * Text people type: a name, title or topic is one line; notes, feedback and descriptions may break
 * lines. Neither holds other control characters (a CR/LF in a name once wrote raw lines into a
 * calendar feed), so every text field of the contract is made with one of these two.
 */
export const textRules = {
  singleLine: 'Use one line of text, without line breaks or control characters.',
  multiLine: 'Use text without control characters (line breaks and tabs are fine).',
} as const;

const controlCharacter = /\p{Cc}/u;
const controlBesideLineBreaks = /(?![\t\n\r])\p{Cc}/u;

export const isSingleLine = (value: string) => !controlCharacter.test(value);
export const isMultiLine = (value: string) => !controlBesideLineBreaks.test(value);

/** A one-line text field: refuses line breaks, tabs and every other control character. */
export const singleLineText = (message: string = textRules.singleLine) =>
  z.string().refine(isSingleLine, message);

/** A text field that may hold several lines: line breaks and tabs pass, other control characters do not. */
export const multiLineText = () => z.string().refine(isMultiLine, textRules.multiLine);
