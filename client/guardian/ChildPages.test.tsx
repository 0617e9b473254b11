// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { feesPageTexts } from '../../shared/payments';
import type { AttemptResult, StudentTest } from '../../shared/schemas/assessments';
import { testTexts } from '../../shared/test-texts';
import { paymentFixture } from '../payments/payment-fixtures';
import PaymentsPage from '../student/payments/PaymentsPage';
import ResultPage from '../student/tests/ResultPage';
import TestsPage from '../student/tests/TestsPage';
import { fakeServer, json } from '../testing/fake-server';
import { cleanUpAfterEach, renderScreen } from '../testing/render-screen';
import ChildFeesPage from './ChildFeesPage';
import ChildTestsPage, { ChildResultPage } from './ChildTestsPage';
import { GuardianProvider } from './GuardianContext';

cleanUpAfterEach();
afterEach(() => sessionStorage.clear());

const nila = { id: 9, first_name: 'Nila', last_name: 'Nair', batch_name: 'Olympiad 9A' };
const children = { guardianChildren: json({ children: [nila] }) };

const test = (overrides: Partial<StudentTest>): StudentTest => ({
  id: 3,
  title: 'Algebra unit test',
  opens_at: '2026-11-20T05:00:00.000Z',
  closes_at: '2026-11-20T07:00:00.000Z',
  duration_minutes: 30,
  question_count: 10,
  max_marks: 40,
  state: 'submitted',
  attempt_id: 21,
  released: true,
  ...overrides,
});
const tests = [test({}), test({ id: 4, title: 'Geometry test', state: 'open', attempt_id: null })];

const released: AttemptResult = {
  attempt_id: 21,
  test_id: 3,
  title: 'Algebra unit test',
  released: true,
  releases_at: null,
  total: 31,
  max_total: 40,
  sections: [
    { title: 'Section A', score: 19, max: 24 },
    { title: 'Section B', score: 12, max: 16 },
  ],
  rank: 2,
  sat: 14,
  percentile: 92.9,
  review: [],
};
const withheld: AttemptResult = {
  ...released,
  released: false,
  releases_at: '2026-11-20T07:00:00.000Z',
  total: null,
  sections: [],
  rank: null,
  percentile: null,
};

const inFamily = (ui: React.ReactElement) => <GuardianProvider>{ui}</GuardianProvider>;

/** The figures a result screen shows, as a reader sees them. */
function shownFigures() {
  const sections = within(screen.getByLabelText('Scores by section'))
    .getAllByRole('row')
    .map((row) => row.textContent);
  return {
    score: screen.getByText('31 / 40').textContent,
    rank: screen.getByText('2 of 14').textContent,
    sections,
  };
}

describe('the screens a student and their guardian share', () => {
  it("lists the child's tests as the child's list does, with only the result to open", async () => {
    fakeServer({ studentTests: json(tests) });
    const student = renderScreen(<TestsPage />);
    expect(await screen.findByRole('link', { name: 'View result' })).toHaveAttribute(
      'href',
      '/dashboard/tests/results/21',
    );
    expect(screen.getByRole('link', { name: 'Start test' })).toBeInTheDocument();
    student.unmount();

    const server = fakeServer({ ...children, guardianChildTests: json(tests) });
    renderScreen(inFamily(<ChildTestsPage />));
    expect(await screen.findByRole('link', { name: 'View result' })).toHaveAttribute(
      'href',
      '/family/tests/results/21',
    );
    expect(screen.getByRole('heading', { name: 'Geometry test' })).toBeInTheDocument();
    // A guardian cannot take the child's test.
    expect(screen.queryByRole('link', { name: 'Start test' })).not.toBeInTheDocument();
    expect(server.requestsTo('guardianChildTests')[0].params).toEqual({ id: '9' });
  });

  it('shows the released scores exactly as the student sees them, and nothing before release', async () => {
    fakeServer({ attemptResult: json(released) });
    const student = renderScreen(<ResultPage />, {
      path: '/dashboard/tests/results/21',
      route: '/dashboard/tests/results/:attemptId',
    });
    await screen.findByText('31 / 40');
    const asStudent = shownFigures();
    expect(screen.getByText('92.9')).toBeInTheDocument();
    student.unmount();

    const server = fakeServer({ ...children, guardianChildAttemptResult: json(released) });
    const guardian = renderScreen(inFamily(<ChildResultPage />), {
      path: '/family/tests/results/21',
      route: '/family/tests/results/:attemptId',
    });
    await screen.findByText('31 / 40');
    expect(shownFigures()).toEqual(asStudent);
    expect(screen.getByText('92.9')).toBeInTheDocument();
    expect(server.requestsTo('guardianChildAttemptResult')[0].params).toEqual({ id: '9', attemptId: '21' });
    guardian.unmount();

    fakeServer({ ...children, guardianChildAttemptResult: json(withheld) });
    renderScreen(inFamily(<ChildResultPage />), {
      path: '/family/tests/results/21',
      route: '/family/tests/results/:attemptId',
    });
    expect(await screen.findByText(testTexts.submitted)).toBeInTheDocument();
    expect(screen.queryByLabelText('Scores by section')).not.toBeInTheDocument();
    expect(screen.queryByText(/Rank/)).not.toBeInTheDocument();
  });

  it("shows the child's fees as the child's Payments page does, and pays for that child", async () => {
    const own = {
      email: 'nila@demo.school',
      admission_code: 'K7QM-2XHD-9RPA',
      valid_until: '2027-05-19',
      requests: [paymentFixture()],
    };
    fakeServer({ studentPayments: json(own) });
    const student = renderScreen(<PaymentsPage />);
    expect(await screen.findByText('Until 19 May 2027')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: feesPageTexts.payFees })).toHaveAttribute('href', '/pricing');
    student.unmount();

    fakeServer({ ...children, guardianChildPayments: json(own) });
    renderScreen(inFamily(<ChildFeesPage />));
    expect(await screen.findByText('Until 19 May 2027')).toBeInTheDocument();
    expect(screen.getByLabelText('Admission code K7QM-2XHD-9RPA')).toBeInTheDocument();
    expect(screen.getByText('nila@demo.school')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Payments' })).getByRole('button', {
        name: 'Download receipt SA/2026-27/00012 (PDF)',
      }),
    ).toBeInTheDocument();
    // The way to pay names the child by id: the code stays out of the address.
    expect(screen.getByRole('link', { name: feesPageTexts.payFees })).toHaveAttribute(
      'href',
      '/pricing?child=9',
    );
  });
});
