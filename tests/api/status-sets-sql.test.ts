import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BEFORE_TEST_STATUSES,
  ConsignStatus,
  LAB_BACKLOG_STATUSES,
  LAB_VISIBLE_STATUSES,
  STOPPED_STATUSES,
} from '../../machines/consignment';
import { ReportStatus } from '../../machines/report';
import { LabelStatus } from '../../machines/sample-label';
import { createTestApp, type TestApp } from './helpers';

// The status sets PostgreSQL applies by itself (the dashboards' roll-up functions, the open-deadline index's
// predicate, the status checks) are written as numbers in the migrations, which cannot import the machines. Here they
// are read back from the database's catalogue as it runs and compared with the machines' sets (machines/consignment.ts
// LAB_VISIBLE_STATUSES and the others), so a change to a machine's set fails until a migration follows it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const rowsOf = async <T>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
const functionText = async (name: string) => {
  const [row] = await rowsOf<{ def: string }>(
    sql`select pg_get_functiondef(p.oid) as def from pg_proc p where p.proname = ${name}`,
  );
  expect(row, name).toBeDefined();
  return row?.def ?? '';
};
const numbers = (list: string) => list.split(',').map((n) => Number(n.trim()));
/** The numbers each `<column> <> N` in `text` excludes. */
const excluded = (text: string, column: string) =>
  [...text.matchAll(new RegExp(`${column.replace('.', '\\.')}\\s*<>\\s*(\\d+)`, 'g'))].map((m) => Number(m[1]));
/** The lists of each `<column> IN (…)` or `<column> = ANY (ARRAY[…])` in `text`. */
const lists = (text: string, column: string) =>
  [
    ...text.matchAll(new RegExp(`${column}\\W*\\s*(?:IN\\s*\\(|=\\s*ANY\\s*\\(\\s*ARRAY\\[)([\\d,\\s]+)[)\\]]`, 'gi')),
  ].map((m) => numbers(m[1] ?? '').sort((a, b) => a - b));

const ALL = Object.values(ConsignStatus);
/** What the SQL writes as `<> N` for "a lab sees it": the one status outside LAB_VISIBLE_STATUSES. */
const hiddenFromLabs = ALL.filter((status) => !LAB_VISIBLE_STATUSES.some((seen) => seen === status));

describe('status sets in SQL are the machines’ sets', () => {
  it('a lab never sees a Draft: the roll-ups count only LAB_VISIBLE_STATUSES', async () => {
    expect(hiddenFromLabs).toHaveLength(1);
    const facts = excluded(await functionText('dash_facts'), 'consign_status');
    const counts = excluded(await functionText('dash_counts'), 'r.status');
    expect(facts.length).toBeGreaterThan(0);
    expect(counts.length).toBeGreaterThan(0);
    for (const n of [...facts, ...counts]) expect([n]).toEqual(hiddenFromLabs);
    // dash_apply also leaves Cancelled out of the accepted value (its amount was never earned).
    expect(new Set(excluded(await functionText('dash_apply'), 'r.status'))).toEqual(
      new Set([...hiddenFromLabs, ConsignStatus.Cancelled]),
    );
  });

  it('the backlog’s moves (dash_apply, kind 2) enter and leave exactly LAB_BACKLOG_STATUSES', async () => {
    // Each move is a VALUES row (2, time, status, ±1, 0::numeric); the received row takes r.status, the accepted
    // value's row status 0 and r.amount.
    const moves = [...(await functionText('dash_apply')).matchAll(/(\d+)::smallint,\s*-?1,\s*0::numeric\)/g)];
    expect(moves.length).toBeGreaterThan(0);
    const statuses = [...new Set(moves.map((m) => Number(m[1])))].sort((a, b) => a - b);
    expect(statuses).toEqual([...LAB_BACKLOG_STATUSES]);
  });

  it('a backlog ends at the last change of a STOPPED_STATUSES row (dash_row)', async () => {
    expect(lists(await functionText('dash_row'), 'consign_status')).toEqual([STOPPED_STATUSES]);
  });

  it('the open-deadline index covers BEFORE_TEST_STATUSES, the overdue and visit lists’ filter', async () => {
    const [index] = await rowsOf<{ def: string }>(
      sql`select indexdef as def from pg_indexes where indexname = 'consign_info_open_deadline_idx'`,
    );
    expect(lists(index?.def ?? '', 'consign_status')).toEqual([BEFORE_TEST_STATUSES]);
  });

  it('the status checks allow exactly the machines’ statuses', async () => {
    const check = async (name: string) => {
      const [row] = await rowsOf<{ def: string }>(
        sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = ${name}`,
      );
      return lists(row?.def ?? '', '_status');
    };
    expect(await check('consign_info_status_ck')).toEqual([ALL]);
    expect(await check('bu_report_status_ck')).toEqual([Object.values(ReportStatus)]);
    expect(await check('sample_label_status_ck')).toEqual([Object.values(LabelStatus)]);
  });
});
