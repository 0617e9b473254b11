// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach, desktopWidthEachTest, renderScreen } from '../../testing/render-screen';
import { EmptyState } from './EmptyState';
import { PagedResults } from './PagedResults';

cleanUpAfterEach();
desktopWidthEachTest();

type Row = { id: number; name: string };

const answered = (items: Row[], total: number) => ({
  data: { items, page_size: 2, total },
  error: null,
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
});

const renderPage = (query: ReturnType<typeof answered>, onPage = vi.fn()) =>
  renderScreen(
    <PagedResults
      query={query}
      loadingText="Loading rows..."
      empty={<EmptyState title="No rows yet" />}
      page={1}
      noun="rows"
      onPage={onPage}
      caption="Rows"
      columns={[{ header: 'Name', cell: (row) => row.name }]}
    />,
  );

describe('PagedResults', () => {
  it('shows the empty state, without a table or pager, when the page has no rows', async () => {
    renderPage(answered([], 0));
    expect(await screen.findByText('No rows yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
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
      onPage,
    );
    expect(await screen.findByRole('table', { name: 'Rows' })).toHaveTextContent('Asha');
    expect(screen.getByRole('navigation', { name: 'Pages of rows' })).toHaveTextContent('1–2 of 3 rows');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
