// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { pageSystem } from './page-system';
import { system } from './theme';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the styled system a page hydrates with', () => {
  it('renders no global CSS again on a page served with it, and styles as the theme does', () => {
    document.head.innerHTML =
      '<style data-emotion="site-global ad1llf">:root{--chakra-colors-brand-500:#c8102e}</style>';
    const pageOwn = pageSystem();
    expect(pageOwn._global).toEqual([]);
    expect(pageOwn.css({ color: 'brand.500', px: '4' })).toEqual(system.css({ color: 'brand.500', px: '4' }));
    expect(pageOwn.token('colors.brand.500')).toBe('#c8102e');
    expect(pageOwn.layers).toBe(system.layers);
  });

  it('is the theme itself, global CSS included, on the app shell that carries none', () => {
    document.head.innerHTML = '<style data-emotion="site 1a2b3c">.site-1a2b3c{color:red}</style>';
    const shell = pageSystem();
    expect(shell).toBe(system);
    expect(shell._global.length).toBeGreaterThan(0);
  });
});
