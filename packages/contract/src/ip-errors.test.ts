import { describe, expect, it } from 'vitest';
import { IP_ERROR_STATUS, IP_ERRORS, isIpErrorKey } from './ip-errors';

describe('IP API error keys', () => {
  it('answers each key with a client or server error status', () => {
    for (const [key, status] of IP_ERRORS) {
      expect(key).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(status >= 400 && status < 600).toBe(true);
    }
    expect(IP_ERROR_STATUS.quota_exceeded).toBe(429);
  });

  it('tells a key from anything else', () => {
    expect(isIpErrorKey('invalid_key')).toBe(true);
    expect(isIpErrorKey('toString')).toBe(false);
  });
});
