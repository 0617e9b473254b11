// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { StaticContent } from './StaticContent';

let renders = 0;

function Sections() {
  renders += 1;
  return (
    <section>
      <h2>Small classes, serious thinking</h2>
      <a href="/pricing">See the fees</a> <a href="https://example.org/">Elsewhere</a>
    </section>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function Page() {
  return (
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          path="/"
          element={
            <StaticContent name="home-sections">
              <Sections />
            </StaticContent>
          }
        />
        <Route path="/pricing" element={<Link to="/">Home</Link>} />
      </Routes>
      <Where />
    </MemoryRouter>
  );
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  renders = 0;
});

describe('StaticContent', () => {
  it('keeps the prerendered HTML when the page hydrates, without rendering its content again', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    renders = 0;
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    expect(renders).toBe(0);
    expect(container.querySelector('h2')?.textContent).toBe('Small classes, serious thinking');

    // Its links navigate in the app; leaving and coming back renders the content as usual.
    fireEvent.click(screen.getByRole('link', { name: 'See the fees' }));
    expect(screen.getByTestId('where').textContent).toBe('/pricing');
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(renders).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Small classes, serious thinking' })).toBeTruthy();
  });

  it('leaves links to other sites, and clicks with a modifier, to the browser', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    const outside = fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const newTab = fireEvent.click(screen.getByRole('link', { name: 'See the fees' }), { ctrlKey: true });
    // fireEvent answers false when the click's default was prevented.
    expect(outside).toBe(true);
    expect(newTab).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('renders its content when the page was not prerendered', () => {
    render(<Page />);
    expect(renders).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Small classes, serious thinking' })).toBeTruthy();
  });
});
