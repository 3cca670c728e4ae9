import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret, secretKey } from './instance-secrets.ts';

describe('instance secrets (AES-256-GCM)', () => {
  it('round-trips, never shows the plain text, and refuses another key or an altered value', () => {
    const key = secretKey(undefined);
    const sealed = sealSecret(key, 'Lanyun#2024pass');
    expect(sealed).not.toContain('Lanyun');
    expect(sealSecret(key, 'Lanyun#2024pass')).not.toBe(sealed);
    expect(openSecret(key, sealed)).toBe('Lanyun#2024pass');
    expect(() => openSecret(randomBytes(32), sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('x').toString('base64url');
    expect(() => openSecret(key, parts.join('.'))).toThrow();
  });
});
