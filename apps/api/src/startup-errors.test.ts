import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { describeStartupError } from './startup-errors.ts';

const pg = { step: 'database', databaseKind: 'postgres', database: '127.0.0.1:5432/lanyun' } as const;
const coded = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('describeStartupError', () => {
  it('names each invalid environment value in one line', () => {
    let err: unknown;
    try {
      loadConfig({ API_PORT: 'abc', DATABASE_URL: 'mysql://x' } as NodeJS.ProcessEnv);
    } catch (e) {
      err = e;
    }
    const line = describeStartupError(err, { step: 'config' });
    expect(line).not.toContain('\n');
    expect(line).toContain('API_PORT');
    expect(line).toContain('DATABASE_URL must be a postgres:// URL');
  });

  it('finds the driver reason inside the cause chain (drizzle wraps it)', () => {
    const wrapped = new Error('Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"\nparams: ', {
      cause: coded('3D000', 'database "lanyun" does not exist'),
    });
    expect(describeStartupError(wrapped, pg)).toBe(
      'PostgreSQL at 127.0.0.1:5432/lanyun: database "lanyun" does not exist. Create it (e.g. `createdb NAME`) or fix the database name in DATABASE_URL.',
    );
  });

  it('says how to fix a refused connection, bad credentials and a taken port', () => {
    const refused = Object.assign(
      new AggregateError([coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:1')], ''),
      {},
    );
    expect(describeStartupError(refused, pg)).toMatch(
      /connection refused\. Start PostgreSQL or fix the host and port in DATABASE_URL/,
    );
    expect(describeStartupError(coded('28P01', 'password authentication failed for user "x"'), pg)).toMatch(
      /Fix the user and password in DATABASE_URL/,
    );
    expect(
      describeStartupError(coded('EADDRINUSE', 'listen EADDRINUSE'), { step: 'listen', address: '127.0.0.1:8080' }),
    ).toMatch(/already in use.*API_PORT/);
  });
});
