import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { type Push, type PushOutcome, pushSender, sendEach } from './push-transport';

const pushes: Push[] = Array.from({ length: 6 }, (_, n) => ({
  target: { endpoint: `https://push.example/${n}`, p256dh: 'key', auth: 'secret' },
  payload: String(n),
}));

describe('sending a batch of pushes', () => {
  it("answers each push's result in order, a failure kept as that push's, never more at once than allowed", async () => {
    let now = 0;
    let most = 0;
    const send = async (push: Push): Promise<PushOutcome> => {
      now += 1;
      most = Math.max(most, now);
      await new Promise((resolve) => setTimeout(resolve, 5));
      now -= 1;
      if (push.payload === '1') return 'gone';
      if (push.payload === '4') throw new Error('push service answered 503');
      return 'sent';
    };
    const results = await sendEach(send, pushes, { concurrency: 2, startBy: Date.now() + 60_000 });
    expect(results).toEqual([
      'sent',
      'gone',
      'sent',
      'sent',
      { failed: 'Error: push service answered 503' },
      'sent',
    ]);
    expect(most).toBe(2);
  });

  it('starts no push after its time is up, leaving the rest unsent for a job of their own', async () => {
    const started: string[] = [];
    const startBy = Date.now() + 30;
    const send = async (push: Push): Promise<PushOutcome> => {
      started.push(push.payload);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return 'sent';
    };
    const results = await sendEach(send, pushes, { concurrency: 2, startBy });
    expect(results).toEqual(['sent', 'sent', 'unsent', 'unsent', 'unsent', 'unsent']);
    expect(started).toEqual(['0', '1']);
  });
});

describe('signing pushes', () => {
  it("signs once for a push service's origin and sends that token with each of its messages", async () => {
    const authorizations: string[] = [];
    const service = createServer((request, response) => {
      authorizations.push(String(request.headers.authorization));
      request.resume();
      request.on('end', () => response.writeHead(201).end());
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
      const browser = createECDH('prime256v1');
      browser.generateKeys();
      const keys = { p256dh: browser.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
      const send = pushSender({ ...webpush.generateVAPIDKeys(), subject: 'mailto:admissions@example.com' });
      for (const device of ['a', 'b', 'c'])
        expect(await send({ target: { endpoint: `${origin}/send/${device}`, ...keys }, payload: '{}' })).toBe(
          'sent',
        );
      expect(authorizations).toHaveLength(3);
      expect(authorizations[0]).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
      expect(new Set(authorizations).size).toBe(1);
    } finally {
      service.close();
    }
  });
});
