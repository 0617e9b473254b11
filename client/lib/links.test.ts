import { describe, expect, it } from 'vitest';
import { httpLinkOrNull } from './links';

describe('httpLinkOrNull', () => {
  it('keeps web links and refuses other schemes and non-links', () => {
    expect(httpLinkOrNull('https://drive.google.com/file/1')).toBe('https://drive.google.com/file/1');
    expect(httpLinkOrNull('http://example.com')).toBe('http://example.com/');
    expect(httpLinkOrNull('javascript:alert(1)')).toBeNull();
    expect(httpLinkOrNull('data:text/html,hi')).toBeNull();
    expect(httpLinkOrNull('not a link')).toBeNull();
    expect(httpLinkOrNull('')).toBeNull();
    expect(httpLinkOrNull(null)).toBeNull();
  });
});
