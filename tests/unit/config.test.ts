// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, ENV_SCHEMA, loadConfig } from '../../server/config';

// What an operator sees: defaults that start a server, values taken as given, and a refusal to start that names
// every wrong variable (without printing secrets).
const load = (env: Record<string, string>) => loadConfig(env, false);

describe('configuration', () => {
  it('starts from the documented defaults when nothing is set', async () => {
    const config = await load({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve('data'),
      database: undefined,
      poolMax: 10,
      logLevel: 'info',
      distDir: resolve('dist'),
      trustProxy: undefined,
      shutdownDelayMs: 0,
      shutdownGraceMs: 10_000,
      metricsToken: undefined,
    });
  });

  it('takes values as given, typed, and treats an empty value as unset', async () => {
    const config = await load({
      PORT: '8080',
      HOST: '',
      DATABASE_URL: 'postgresql://lab@pooler:6432/lab',
      DATABASE_MIGRATION_URL: 'postgresql://owner@db:5432/lab',
      PG_POOL_MAX: '25',
      TRUST_PROXY: 'true',
      SHUTDOWN_GRACE_MS: '2500',
      METRICS_TOKEN: 'scrape-me-0123456789',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      database: { url: 'postgresql://lab@pooler:6432/lab', migrationUrl: 'postgresql://owner@db:5432/lab' },
      poolMax: 25,
      trustProxy: true,
      shutdownGraceMs: 2500,
      metricsToken: 'scrape-me-0123456789',
    });
    expect((await load({ TRUST_PROXY: '10.0.0.1,10.0.0.2' })).trustProxy).toBe('10.0.0.1,10.0.0.2');
  });

  it('refuses a bad value with a message naming the variable and the value', async () => {
    await expect(load({ PORT: 'eighty' })).rejects.toThrow(ConfigError);
    await expect(load({ PORT: 'eighty' })).rejects.toThrow(/PORT must be integer, not "eighty"/);
    await expect(load({ PORT: '70000' })).rejects.toThrow(/PORT must be <= 65535/);
    await expect(load({ LOG_LEVEL: 'loud' })).rejects.toThrow(/LOG_LEVEL .*\(fatal, error, warn, info/);
    await expect(load({ DATABASE_URL: 'mysql://db/lab' })).rejects.toThrow(/DATABASE_URL must match pattern/);
  });

  it('names every bad variable at once and never prints a secret', async () => {
    const error = await load({ SHUTDOWN_GRACE_MS: '-1', JWT_SECRET: 'short-secret' }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/SHUTDOWN_GRACE_MS must be >= 0/);
    expect((error as Error).message).toMatch(/JWT_SECRET must NOT have fewer than 32 characters/);
    expect((error as Error).message).not.toContain('short-secret');
  });

  describe('a .env file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lc-config-'));
    const file = join(dir, '.env');
    writeFileSync(file, 'PORT=4000\nLOG_LEVEL=debug\n# HOST=ignored\n');
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('supplies values, and the environment wins over it', async () => {
      const config = await loadConfig({ LOG_LEVEL: 'warn' }, file);
      expect(config.port).toBe(4000);
      expect(config.logLevel).toBe('warn');
      expect(config.host).toBe('0.0.0.0');
    });
  });

  it('.env.example documents exactly the variables the server reads', () => {
    const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
    const documented = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]).sort();
    expect(documented).toEqual(Object.keys(ENV_SCHEMA.properties).sort());
  });
});
