import { describe, expect, it } from 'vitest';
import { applicationFilterParams, applicationQuery, readApplicationFilters } from './application-filters';

describe('the inbox filters in the address', () => {
  it('reads what it knows and drops the rest', () => {
    const filters = readApplicationFilters(
      new URLSearchParams('programme=neet&status=maybe&from=2026-11-01&to=soon&page=3'),
    );
    expect(filters).toEqual({ programme: 'neet', status: '', from: '2026-11-01', to: '', page: 3 });
    expect(applicationQuery(filters)).toEqual({ programme: 'neet', from: '2026-11-01' });
    expect(applicationFilterParams(filters)).toEqual({ programme: 'neet', from: '2026-11-01', page: '3' });
  });
});
