import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration from the environment', () => {
  it('has working defaults for a clinic laptop', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      sessionIdleMinutes: 30,
      databaseUrl: undefined,
    });
  });

  it('switches to PostgreSQL with a postgres:// URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }).databaseUrl).toBe(
      'postgres://postgres@127.0.0.1:5432/test',
    );
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SESSION_IDLE_MINUTES: '0' }, 'SESSION_IDLE_MINUTES'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ CONTACT_EMAIL: 'not-an-email' }, 'CONTACT_EMAIL'],
  ])('stops with a one-line message naming the bad variable (%o)', (environment, name) => {
    expect(() => loadConfig(environment)).toThrowError(new RegExp(`^Invalid configuration: ${name}`));
    try {
      loadConfig(environment);
    } catch (error) {
      expect(String((error as Error).message)).not.toContain('\n');
    }
  });
});
