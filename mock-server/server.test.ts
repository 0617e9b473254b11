import { describe, expect, it } from 'vitest';
import { missingPublicUrlWarning } from './server';

describe('start-up warning about PUBLIC_URL', () => {
  it('warns when other machines can reach the server and PUBLIC_URL is unset', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'tutoring.internal']) {
      expect(missingPublicUrlWarning({ host, publicUrl: undefined }), host).toMatch(/PUBLIC_URL is not set/);
    }
  });

  it('stays quiet on a loopback address, or once PUBLIC_URL is set', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1']) {
      expect(missingPublicUrlWarning({ host, publicUrl: undefined }), host).toBeNull();
    }
    expect(missingPublicUrlWarning({ host: '0.0.0.0', publicUrl: 'https://tutoring.example' })).toBeNull();
  });
});
