import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { chars, timestamptz } from './columns';

/**
 * Guessing allowances (sign-in per account and per address, LIMS codes, public report checks), one row per counted
 * key: the attempts taken in the window that started at `windowStart`. Kept in the database so that every API
 * process counts against the same allowance (server/lib/attempt-limit.ts).
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: chars(400).primaryKey(),
    windowStart: timestamptz().notNull(),
    attempts: integer().notNull(),
  },
  (t) => [index('attempt_counters_window_idx').on(t.windowStart)],
);
