// The bare baseline of `npm run bench`: a plain node:http handler on the pg driver that runs, for every request, the
// very statements one API call ran (captured from Drizzle's logger while the real server answered it, so the SQL has
// one source: the service's own query builder), with the same parameters and a pool of the same size, and answers
// their rows as JSON. What the API reaches of its throughput is the price of everything else (Fastify, the token,
// validation, mapping, the envelope).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { AS_TENANT, POOL_MAX } from './setup';

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface BareServer {
  base: string;
  close(): Promise<void>;
}

/**
 * Serves `statements` at any path. They run at once on the pool, as the services run a list's page and its counts
 * (Promise.all on the pool, never on one transaction); the user lookup of authentication is among them.
 */
export async function startBare(databaseUrl: string, statements: Statement[]): Promise<BareServer> {
  // As the API's requests connect: the tenant role, the default tenant (row-level security on every statement).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_MAX, options: AS_TENANT });
  const server = createServer((_request, response) => {
    Promise.all(statements.map((statement) => pool.query(statement.sql, statement.params))).then(
      (results) => {
        const body = JSON.stringify(results.map((result) => result.rows));
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
      },
      (error: Error) => response.writeHead(500).end(error.message),
    );
  });
  await new Promise<void>((done) => server.listen(Number(process.env.BENCH_BARE_PORT ?? 0), '127.0.0.1', done));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      await new Promise((done) => server.close(done));
      await pool.end();
    },
  };
}
