import type { FastifyBaseLogger } from 'fastify';
import type { JobWithMetadata, QueueOptions } from 'pg-boss';
import type { Database } from '../db/client';
import type { SmsProvider } from '../sms/provider';
import { type SendSmsJob, sendSmsJob } from '../sms/send-job';

/** What a job handler may use. */
export interface JobContext {
  db: Database;
  sms: SmsProvider;
  log: FastifyBaseLogger;
}

/** The data each job carries, by job name. */
export interface JobPayloads {
  'sms-send': SendSmsJob;
}

export type JobName = keyof JobPayloads;

interface JobDefinition<T> {
  /** Retries, backoff and retention of the job's queue (pg-boss queue options). */
  options: QueueOptions;
  /** Does the work; throwing makes pg-boss retry it later (job.retryCount of job.retryLimit so far). */
  run(context: JobContext, job: JobWithMetadata<T>): Promise<void>;
}

/** Every job the servers run, in one table: the queue starts a worker for each. */
export const JOBS: { [N in JobName]: JobDefinition<JobPayloads[N]> } = {
  // A provider that is down is tried again after about 2, 4, 8, … s, at most 5 min apart, 8 times in all. A sent
  // job is deleted after an hour: its text (a code in clear, dead after five minutes) does not stay in the table.
  'sms-send': {
    options: { retryLimit: 8, retryDelay: 2, retryBackoff: true, retryDelayMax: 300, deleteAfterSeconds: 3600 },
    run: sendSmsJob,
  },
};
