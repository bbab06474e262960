import type { JobWithMetadata, QueueOptions } from 'pg-boss';
import { type SendSmsJob, sendSmsJob } from '../sms/send-job';
import type { JobContext } from './context';
import { deleteStoredFile, type FileDeleteJob, moveImagesToStorage } from './file-work';

/** The data each job carries, by job name. */
export interface JobPayloads {
  'sms-send': SendSmsJob;
  'file-delete': FileDeleteJob;
  'images-to-storage': Record<string, never>;
}

export type JobName = keyof JobPayloads;

interface JobDefinition<T> {
  /** Retries, backoff and retention of the job's queue (pg-boss queue options). */
  options: QueueOptions;
  /** Does the work; throwing makes pg-boss retry it later (job.retryCount of job.retryLimit so far). */
  run(context: JobContext, job: JobWithMetadata<T>): Promise<void>;
}

/**
 * A running job's worker tells the database it is alive every 5 s; a job silent for 10 s (its process died, e.g. a
 * kill -9) is failed and retried by another process at the queue's next supervision (every 10 s, queue.ts), so it
 * runs again within about half a minute instead of after pg-boss's 15-minute expiry.
 */
const RESCUED_IF_SILENT = { heartbeatSeconds: 10 } as const;

/** Every job the servers run, in one table: the queue starts a worker for each. */
export const JOBS: { [N in JobName]: JobDefinition<JobPayloads[N]> } = {
  // A provider that is down is tried again after about 2, 4, 8, … s, at most 5 min apart, 8 times in all. A sent
  // job is deleted after an hour: its text (a code in clear, dead after five minutes) does not stay in the table. A
  // send still running after a minute (the gateway's own timeout is 10 s) is given up and tried again.
  'sms-send': {
    options: {
      retryLimit: 8,
      retryDelay: 2,
      retryBackoff: true,
      retryDelayMax: 300,
      deleteAfterSeconds: 3600,
      expireInSeconds: 60,
      ...RESCUED_IF_SILENT,
    },
    run: sendSmsJob,
  },
  // A storage that is down is tried again after about 2, 4, 8, … s, at most an hour apart, 16 times (about seven
  // hours in all); a deleted object's job is kept a day, a failed one (its key in the data) as long as pg-boss keeps
  // failed jobs, for an operator to see.
  'file-delete': {
    options: {
      retryLimit: 16,
      retryDelay: 2,
      retryBackoff: true,
      retryDelayMax: 3600,
      deleteAfterSeconds: 86_400,
      ...RESCUED_IF_SILENT,
    },
    run: deleteStoredFile,
  },
  // Queued at start-up while old image rows hold their bytes; a storage that is down is tried again a minute later.
  'images-to-storage': {
    options: { retryLimit: 10, retryDelay: 60, retryBackoff: true, retryDelayMax: 3600, ...RESCUED_IF_SILENT },
    run: moveImagesToStorage,
  },
};
