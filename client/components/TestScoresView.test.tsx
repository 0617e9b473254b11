// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TestScore } from '../../shared/schemas/progress';
import { cleanUpAfterEach, renderScreen } from '../testing/render-screen';
import { TestScoresView } from './TestScoresView';

const score = (testId: number, title: string, value: number, percent: number): TestScore => ({
  test_id: testId,
  title,
  taken_at: `2026-11-0${testId}T10:00:00.000Z`,
  score: value,
  max: 20,
  percent,
});

describe('test scores in the progress report', () => {
  cleanUpAfterEach();

  it('tells each subject’s trend in words and each test’s change, the line hidden from screen readers', () => {
    renderScreen(
      <TestScoresView
        tests={[
          {
            subject: 'Maths',
            scores: [score(1, 'Mock 1', 8, 40), score(2, 'Mock 2', 14, 70), score(3, 'Mock 3', 11, 55)],
          },
          { subject: 'Physics', scores: [score(1, 'Mock 1', -2, -10)] },
        ]}
      />,
    );
    const maths = screen.getByRole('region', { name: 'Maths test scores' });
    expect(
      within(maths).getByText('Latest 55%: up 15 points from the first of 3 tests.'),
    ).toBeInTheDocument();
    const rows = within(maths).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('8 / 20 (40%)'),
      expect.stringContaining('14 / 20 (70%)up 30 points'),
      expect.stringContaining('11 / 20 (55%)down 15 points'),
    ]);
    expect(maths.querySelector('svg')).toHaveAttribute('aria-hidden');
    const physics = screen.getByRole('region', { name: 'Physics test scores' });
    expect(within(physics).getByText('One test so far: -10%.')).toBeInTheDocument();
  });

  it('says so when there are no results yet', () => {
    renderScreen(<TestScoresView tests={[]} />);
    expect(screen.getByText('No test results yet.')).toBeInTheDocument();
  });
});
