import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { SmsProvider } from '../sms/provider';
import type { FileStorage } from '../storage/storage';

/** What a job handler may use (server/jobs/handlers.ts runs them). */
export interface JobContext {
  db: Database;
  sms: SmsProvider;
  storage: FileStorage;
  log: FastifyBaseLogger;
}
