import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../data/errors';
import { submitFailureMessage } from './submit-homework';

describe('the submission failure message', () => {
  it("quotes the server's detail", () => {
    expect(submitFailureMessage(new ApiRequestError(400, { detail: 'Homework is closed.' }))).toBe(
      'Failed to submit homework: Homework is closed.',
    );
  });

  it('quotes a body without a detail as it came', () => {
    expect(submitFailureMessage(new ApiRequestError(500, 'Bad gateway'))).toBe(
      'Failed to submit homework: Bad gateway',
    );
  });

  it('says only that it failed when the server never answered', () => {
    expect(submitFailureMessage(new ApiRequestError(0, { detail: 'Failed to fetch' }))).toBe(
      'Failed to submit homework.',
    );
    expect(submitFailureMessage(new Error('boom'))).toBe('Failed to submit homework.');
  });
});
