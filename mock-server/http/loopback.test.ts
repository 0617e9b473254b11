import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from './loopback';

const hostOf = (url: string) => new URL(url).hostname;

describe('isLoopbackHost', () => {
  it('knows localhost, 127.0.0.0/8 and ::1, however a URL spelled them', () => {
    for (const host of ['localhost', 'LOCALHOST', '127.0.0.1', '127.255.0.9', '::1', '[::1]']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const url of ['http://2130706433/', 'http://0x7f.1/', 'http://[0:0::1]/', 'http://127.1/']) {
      expect(isLoopbackHost(hostOf(url)), url).toBe(true);
    }
  });

  it('refuses other hosts, including look-alikes', () => {
    for (const host of [
      '0.0.0.0',
      '::',
      '10.0.0.1',
      '128.0.0.1',
      '127.0.0.256',
      'localhost.evil.example',
      '127.0.0.1.evil.example',
      'evil.localhost',
      '[::2]',
    ]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});
