import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-faults.ts';

const pgError = (code: string, severity = 'ERROR') => Object.assign(new Error('x'), { code, severity });

describe('isDatabaseUnavailable', () => {
  it('recognises timeouts, lost connections and a full pool, also wrapped in a cause', () => {
    expect(isDatabaseUnavailable(pgError('57014'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: pgError('57014') }))).toBe(true);
    expect(
      isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('55000', 'FATAL'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('08006'))).toBe(true);
  });

  it('leaves statement errors and bugs alone', () => {
    expect(isDatabaseUnavailable(pgError('23505'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('22P02'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
