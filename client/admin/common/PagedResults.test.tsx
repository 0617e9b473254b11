// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach, desktopWidthEachTest, renderScreen } from '../../testing/render-screen';
import { PagedResults } from './PagedResults';

cleanUpAfterEach();
desktopWidthEachTest();

type Row = { id: number; name: string };

const noMatch = { title: 'No row matches these filters', hint: 'Change the filters.' };
const noneYet = { title: 'No rows yet', hint: 'Rows appear here.' };

const answered = (items: Row[], total: number) => ({
  data: { items, page_size: 2, total },
  error: null,
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
});

const renderPage = (query: ReturnType<typeof answered>, { onPage = vi.fn(), filtered = false } = {}) =>
  renderScreen(
    <PagedResults
      query={query}
      loadingText="Loading rows..."
      filtered={filtered}
      noMatch={noMatch}
      noneYet={noneYet}
      pager={{ page: 1, onPage }}
      noun="rows"
      caption="Rows"
      columns={[{ header: 'Name', cell: (row) => row.name }]}
    />,
  );

describe('PagedResults', () => {
  it('shows the empty state, without a table or pager, when the page has no rows', async () => {
    renderPage(answered([], 0));
    expect(await screen.findByText(noneYet.title)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says nothing matches, and what to change, when a filter is set', async () => {
    renderPage(answered([], 0), { filtered: true });
    expect(await screen.findByText(noMatch.title)).toBeInTheDocument();
    expect(screen.getByText(noMatch.hint)).toBeInTheDocument();
    expect(screen.queryByText(noneYet.title)).not.toBeInTheDocument();
  });

  it('shows the rows and a pager that asks for the next page', async () => {
    const onPage = vi.fn();
    renderPage(
      answered(
        [
          { id: 1, name: 'Asha' },
          { id: 2, name: 'Ravi' },
        ],
        3,
      ),
      { onPage },
    );
    expect(await screen.findByRole('table', { name: 'Rows' })).toHaveTextContent('Asha');
    expect(screen.getByRole('navigation', { name: 'Pages of rows' })).toHaveTextContent('1–2 of 3 rows');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
