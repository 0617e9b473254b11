/**
 * The props of a region that a skip link or script moves focus to: out of the Tab order, and drawn
 * without a focus ring, as it is a region and not a control.
 */
export const focusTarget = { tabIndex: -1, outline: 'none' } as const;
