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

describe('SEED_DEMO', () => {
  it('seeds on its own only the embedded database without a public address', () => {
    expect(load({})().seedDemo).toBe(true);
    expect(load({ DATABASE_URL: 'postgres://db.example/app' })().seedDemo).toBe(false);
    expect(load({ PUBLIC_URL: 'https://tutoring.example' })().seedDemo).toBe(false);
  });

  it('seeds wherever SEED_DEMO=true asks, and nowhere with SEED_DEMO=false', () => {
    const production = { DATABASE_URL: 'postgres://db.example/app', PUBLIC_URL: 'https://tutoring.example' };
    expect(load({ ...production, SEED_DEMO: 'true' })().seedDemo).toBe(true);
    expect(load({ SEED_DEMO: 'false' })().seedDemo).toBe(false);
  });

  it('stops the start on any other value, naming the variable', () => {
    expect(load({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO must be true or false/);
  });
});

describe('PUSH_SERVICE_HOSTS', () => {
  it("defaults to the browsers' push services, and takes a list of hosts and *. domains", () => {
    expect(load({})().pushServiceHosts).toContain('fcm.googleapis.com');
    expect(load({ PUSH_SERVICE_HOSTS: ' push.example, *.corp.example ' })().pushServiceHosts).toEqual([
      'push.example',
      '*.corp.example',
    ]);
  });

  it('stops the start on anything but host names, naming the variable', () => {
    for (const value of ['https://push.example', 'push.example/path', '*', 'a b']) {
      expect(load({ PUSH_SERVICE_HOSTS: value }), value).toThrow(/PUSH_SERVICE_HOSTS must list host names/);
    }
  });
});
