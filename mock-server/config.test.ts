import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const load = (env: Record<string, string>) => () => loadConfig({ DATA_DIR: '/tmp/unused', ...env });

describe('JWT_SECRET', () => {
  it('stops the start when shorter than 32 bytes, naming the variable', () => {
    expect(load({ JWT_SECRET: 'x' })).toThrow(ConfigError);
    expect(load({ JWT_SECRET: 'x' })).toThrow(/JWT_SECRET must be at least 32 bytes/);
    expect(load({ JWT_SECRET: 'a'.repeat(31) })).toThrow(ConfigError);
  });

  it('counts bytes, not characters, and accepts 32 of them', () => {
    expect(load({ JWT_SECRET: 'a'.repeat(32) })().jwtSecret).toBe('a'.repeat(32));
    // 16 two-byte characters are 32 bytes.
    expect(load({ JWT_SECRET: 'é'.repeat(16) })().jwtSecret).toBe('é'.repeat(16));
  });

  it('leaves an unset secret to the generated one', () => {
    expect(load({})().jwtSecret).toBeUndefined();
  });
});

describe('PUBLIC_URL', () => {
  it('stops the start when it is not an http(s) URL, naming the variable', () => {
    for (const value of ['tutoring.example', 'ftp://tutoring.example', 'javascript:alert(1)']) {
      expect(load({ PUBLIC_URL: value }), value).toThrow(/PUBLIC_URL must be an http\(s\) URL/);
    }
    expect(load({ PUBLIC_URL: 'https://tutoring.example' })().publicUrl).toBe('https://tutoring.example');
  });
});
