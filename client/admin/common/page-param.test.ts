import { describe, expect, it } from 'vitest';
import { pageParam, readPage } from './page-param';

describe('the page of an admin list in the address', () => {
  it.each([
    ['', 1],
    ['?page=3', 3],
    ['?page=1', 1],
    ['?page=2.5', 1],
    ['?page=-2', 1],
    ['?page=two', 1],
  ])('%s reads as page %i', (search, page) => {
    expect(readPage(new URLSearchParams(search))).toBe(page);
  });

  it('leaves page 1 out of the address and writes the others', () => {
    expect(pageParam(1)).toEqual({});
    expect(pageParam(4)).toEqual({ page: '4' });
  });
});
