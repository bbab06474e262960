import { resolve } from 'node:path';

/** Process settings, from the environment. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  logLevel: string;
  distDir: string;
  /** Fastify trustProxy: 'true' or a comma-separated list of proxy addresses; unset = direct connections. */
  trustProxy: boolean | string | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not ${env.PORT}`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    distDir: resolve(env.DIST_DIR || 'dist'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

function parseTrustProxy(value: string | undefined): boolean | string | undefined {
  if (!value) return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}

/** Where the embedded database keeps its files inside the data directory. */
export const pgliteDir = (dataDir: string) => resolve(dataDir, 'pglite');
