import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishAfterCommit } from './publish';

const downBus = { publish: () => Promise.reject(new Error('connection refused')) };
const event = { deliveries: [] };

afterEach(() => vi.restoreAllMocks());

describe('publishing after a commit', () => {
  it('lets the request succeed when the bus is down, logging the failure through the logger', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    await expect(
      publishAfterCommit({ bus: downBus, config: { logLevel: 'error' } }, event),
    ).resolves.toBeUndefined();
    expect(stderr).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(stderr.mock.calls[0][0]))).toMatchObject({
      level: 'error',
      msg: 'realtime publish failed',
      error: 'Error: connection refused',
    });
  });

  it('writes nothing when the configured level is silent', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    await publishAfterCommit({ bus: downBus, config: { logLevel: 'silent' } }, event);
    expect(stderr).not.toHaveBeenCalled();
  });
});
