import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToScratch, jsonLines, runScript } from './built-server';

// What an operator's log collector gets from the compiled server when it cannot start: JSON lines only, in the request
// log's format (pino: level, time, msg), naming the cause, and a non-zero exit. The lines of a server that starts
// (banner, demo accounts) are checked on the replicas of tests/stack/compose-topology.test.ts.

/** A loopback port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

describe('the compiled server logs JSON only', () => {
  let built: Awaited<ReturnType<typeof buildToScratch>>;
  let dataDir: string;
  beforeAll(async () => {
    built = await buildToScratch();
    dataDir = mkdtempSync(join(tmpdir(), 'lc-start-'));
  });
  afterAll(() => {
    built.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports a bad setting as one JSON line naming it, and exits 2', async () => {
    const run = await runScript([process.execPath, built.main], { PORT: 'eighty', DATA_DIR: dataDir });
    expect(run.code).toBe(2);
    const lines = jsonLines(run.lines);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 60, msg: expect.stringContaining('PORT must be integer') });
  });

  it('reports an unreachable database as JSON naming it, and exits 1', async () => {
    const port = await closedPort();
    const run = await runScript([process.execPath, built.main], {
      DATABASE_URL: `postgres://labconsign@127.0.0.1:${port}/labconsign`,
      JWT_SECRET: 'start-up-log-test-secret-0123456789',
    });
    expect(run.code).toBe(1);
    const lines = jsonLines(run.lines);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.at(-1)).toMatchObject({
      level: 60,
      msg: expect.stringContaining(`ECONNREFUSED 127.0.0.1:${port}`),
      err: { code: 'ECONNREFUSED' },
    });
  });
});
