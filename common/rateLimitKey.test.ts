import { describe, expect, it } from 'vitest';
import { CLOSED_CONNECTION_KEY, rateLimitKey } from '~/common/rateLimitKey';

describe('the rate limits key a request', () => {
  it('by its IPv4 address', () => expect(rateLimitKey({ ip: '203.0.113.7' })).toBe('203.0.113.7'));

  it('by the /64 of its IPv6 address, so rotating within one network counts as one client', () => {
    expect(rateLimitKey({ ip: '2001:db8:1:2:aaaa::1' })).toBe(rateLimitKey({ ip: '2001:db8:1:2:bbbb::9' }));
    expect(rateLimitKey({ ip: '2001:db8:1:2::1' })).not.toBe(rateLimitKey({ ip: '2001:db8:1:3::1' }));
  });

  it('by an IPv4-mapped IPv6 address as its IPv4 one', () => expect(rateLimitKey({ ip: '::ffff:198.51.100.4' })).toBe('198.51.100.4'));

  it('whose client has gone (no address left) under one key, instead of throwing', () =>
    expect(rateLimitKey({ ip: undefined })).toBe(CLOSED_CONNECTION_KEY));
});
