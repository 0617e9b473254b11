import { describe, expect, it } from 'vitest';
import { addressLimitKey } from './address-key';

describe('addressLimitKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressLimitKey('192.0.2.7')).toBe('192.0.2.7');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const key = addressLimitKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const same of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0:0:0:9',
      '2001:db8:1:2::a%eth0',
    ])
      expect(addressLimitKey(same)).toBe(key);
    expect(addressLimitKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressLimitKey('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves something that is no address (an unknown peer) as it is', () => {
    expect(addressLimitKey('unknown')).toBe('unknown');
  });
});
