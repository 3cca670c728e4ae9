import { describe, expect, it } from 'vitest';
import { redactQuery } from './log-redact.ts';

describe('redactQuery', () => {
  it('hides the values of secret parameters and keeps the rest as written', () => {
    expect(redactQuery('/ip/v1/lookup?ip=8.8.8.8&key=lyk_abc')).toBe('/ip/v1/lookup?ip=8.8.8.8&key=[redacted]');
    expect(redactQuery('/x?uid=1&exp=2&sig=abc&api_key=k&Access-Token=t')).toBe(
      '/x?uid=1&exp=2&sig=[redacted]&api_key=[redacted]&Access-Token=[redacted]',
    );
    expect(redactQuery('/news?page=2&keyword=ecs')).toBe('/news?page=2&keyword=ecs');
    expect(redactQuery('/plain')).toBe('/plain');
  });
});
