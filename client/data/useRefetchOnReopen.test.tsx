// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChannelStatus } from './useChannel';
import { useRefetchOnReopen } from './useRefetchOnReopen';

function renderWithStatus(first: ChannelStatus) {
  const refetch = vi.fn();
  const hook = renderHook(({ status }) => useRefetchOnReopen(status, refetch), {
    initialProps: { status: first },
  });
  return { refetch, statusBecomes: (status: ChannelStatus) => hook.rerender({ status }) };
}

describe('refetching when a channel reopens', () => {
  it('does not refetch on the first open: the answer it adds to was just fetched', () => {
    const { refetch, statusBecomes } = renderWithStatus('idle');
    statusBecomes('connecting');
    statusBecomes('open');
    expect(refetch).not.toHaveBeenCalled();
  });

  it('refetches once on every reopen, and not while the channel stays open', () => {
    const { refetch, statusBecomes } = renderWithStatus('connecting');
    statusBecomes('open');
    statusBecomes('open');
    statusBecomes('closed');
    statusBecomes('connecting');
    expect(refetch).not.toHaveBeenCalled();
    statusBecomes('open');
    expect(refetch).toHaveBeenCalledTimes(1);
    statusBecomes('closed');
    statusBecomes('open');
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('never refetches for a channel that was denied', () => {
    const { refetch, statusBecomes } = renderWithStatus('connecting');
    statusBecomes('denied');
    expect(refetch).not.toHaveBeenCalled();
  });
});
