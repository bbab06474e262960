// The bench's data: BENCH_ROWS consignments across 50 labs and 5,000 consigning units, written by
// PostgreSQL itself (INSERT … SELECT generate_series), so a million rows take minutes, not hours.
import argon2 from 'argon2';
import type pg from 'pg';
import { DEMO_PASSWORD } from '../server/db/seed';

/** The demo accounts' password in the bench database (the server's DEMO_PASSWORD, when set). */
export const BENCH_PASSWORD = process.env.DEMO_PASSWORD || DEMO_PASSWORD;

export const BENCH_LABS = 50;
export const BENCH_UNITS = 5000;
export const LAB_USER = 'bench-lab';
export const CONSIGNOR_USER = 'bench-consignor';
const CHUNK = 100_000;

/** Bench labs, units, projects and the two bench users; idempotent (matched by their bench numbers). */
async function ensureParties(client: pg.Client): Promise<void> {
  await client.query(
    `insert into test_units (id, unit_no, test_unit_name, sheng, shi, contact_phone, is_active, lmis_integrated_code)
     select gen_random_uuid(), 'BL' || lpad(n::text, 4, '0'), '基准检测机构' || n, '江苏省', '南京市', '025-80000000', true,
            case when n % 2 = 0 then 'BENCH-LIMS-' || n end
     from generate_series(0, $1 - 1) n
     where not exists (select 1 from test_units t where t.unit_no = 'BL' || lpad(n::text, 4, '0'))`,
    [BENCH_LABS],
  );
  await client.query(
    `insert into consign_units (id, name, unin_code, status)
     select gen_random_uuid(), '基准委托单位' || n, 'BENCH' || lpad(n::text, 6, '0'), 1
     from generate_series(0, $1 - 1) n
     where not exists (select 1 from consign_units u where u.unin_code = 'BENCH' || lpad(n::text, 6, '0'))`,
    [BENCH_UNITS],
  );
  await client.query(
    `insert into projects (id, consign_unit_id, project_name, project_code, contract_sect_name)
     select gen_random_uuid(), u.id, '基准工程' || substr(u.unin_code, 6) || '-' || k, 'BP' || substr(u.unin_code, 6) || '-' || k, k || '标'
     from consign_units u cross join generate_series(0, 1) k
     where u.unin_code like 'BENCH%'
       and not exists (select 1 from projects p where p.consign_unit_id = u.id)`,
  );
  const hash = await argon2.hash(BENCH_PASSWORD, { type: argon2.argon2id });
  for (const [userName, role, unitType, unitSql] of [
    [LAB_USER, 'lab', 2, `select id from test_units where unit_no = 'BL0000'`],
    [CONSIGNOR_USER, 'consignor', 1, `select id from consign_units where unin_code = 'BENCH000000'`],
  ] as const) {
    const { rowCount } = await client.query(
      `insert into users (id, user_name, name, password_hash, unit_id, unit_type, user_type, language)
       select gen_random_uuid(), $1::varchar, $1::varchar, $2::text, (${unitSql}), $3::smallint, 1, 'zh'
       where not exists (select 1 from users where lower(user_name) = $1::varchar)`,
      [userName, hash, unitType],
    );
    if (rowCount) {
      await client.query(
        `insert into user_roles (user_id, role_id)
         select u.id, r.id from users u, roles r where lower(u.user_name) = $1::varchar and r.name = $2::varchar`,
        [userName, role],
      );
    }
  }
}

/** Maps bench numbers to ids for the fill's joins (session-local tables). */
async function numberParties(client: pg.Client): Promise<void> {
  await client.query(`create temp table bench_labs on commit preserve rows as
    select (substr(unit_no, 3))::int as n, id from test_units where unit_no like 'BL%'`);
  await client.query(`create temp table bench_units as
    select (substr(unin_code, 6))::int as n, id from consign_units where unin_code like 'BENCH%'`);
  await client.query(`create temp table bench_projects as
    select u.n as unit_n, (right(p.project_code, 1))::int as k, p.id
    from projects p join bench_units u on u.id = p.consign_unit_id`);
  for (const table of ['bench_labs', 'bench_units', 'bench_projects']) await client.query(`analyze ${table}`);
}

/** Removes an earlier, smaller bench fill (consignments of bench units with their samples). */
async function clearConsignments(client: pg.Client): Promise<void> {
  const bench = `select c.id from consign_info c join bench_units u on u.id = c.consign_unit_id`;
  await client.query(
    `delete from bu_sample_param where bu_sample_info_id in (select s.id from bu_sample_info s where s.consign_id in (${bench}))`,
  );
  await client.query(`delete from bu_sample_info where consign_id in (${bench})`);
  await client.query(`delete from bu_report where consign_id in (${bench})`);
  await client.query(`delete from consign_log where consign_id in (${bench})`);
  await client.query(`delete from consign_info where id in (${bench})`);
}

/**
 * Consignment g: lab g % 50; unit 0 (the bench consignor's) for every 53rd row, else 1 + g % 4999;
 * one a minute back from now; status and type from g / 50, so every lab gets the whole mix
 * (half completed, 5 % drafts, 1 in 10 an on-site test). Each gets one sample with two priced parameters of a demo catalogue;
 * the milestones (audit, samples received, completed) come at varied delays, and one report per consignment in test
 * (Testing) or completed (Issued at the completion).
 */
async function insertConsignments(client: pg.Client, from: number, to: number, withSamples: boolean): Promise<void> {
  const consignments = `insert into consign_info (id, consign_code, consign_type, consign_status, consign_unit_id,
        test_unit_id, project_id, link_person, link_person_phone, is_saved, commit_consign_time, accept_time,
        receive_time, complete_time, expect_test_time, last_modification_time, creation_time, memo)
     select gen_random_uuid(),
       case when s.consign_type = 1 then 'CL-' else 'XC-' end || to_char(s.ct, 'YYYYMMDD') || '-' || lpad((s.g / 50)::text, 6, '0'),
       s.consign_type, s.status, u.id, l.id, p.id, '联系人' || (s.g % 100), '139' || lpad((s.g % 100000000)::text, 8, '0'), true,
       case when s.status <> 10 then s.ct + interval '1 hour' end,
       case when s.status >= 40 and s.status < 70 then s.ct + s.audit end,
       case when s.status >= 50 and s.status < 70 then s.ct + s.audit + s.receive end,
       case when s.status = 60 then s.ct + s.audit + s.receive + s.test end,
       case when s.status <> 10 then s.ct + interval '3 days' end,
       case when s.status in (30, 70) then s.ct + interval '5 hours' when s.status = 60 then s.ct + s.audit + s.receive + s.test end,
       s.ct, 'bench'
     from (select g, now() - g * interval '1 minute' as ct,
             (array[10,20,20,30,40,40,50,50,50,60,60,60,60,60,60,60,60,60,60,70])[(g / 50) % 20 + 1]::smallint as status,
             case when (g / 50) % 10 = 9 then 2 else 1 end::smallint as consign_type,
             g % 50 as lab_n,
             case when g % 53 = 0 then 0 else 1 + g % 4999 end as unit_n,
             (g / 7) % 2 as project_k,
             -- Varied stage lengths for the turnaround figures: audit 2-49 h, samples 0-4 days, test 1-7 days.
             make_interval(hours => 2 + g % 48) as audit,
             make_interval(days => g % 5, hours => g % 11) as receive,
             make_interval(days => 1 + g % 7) as test
           from generate_series($1::int, $2::int) g) s
     join bench_labs l on l.n = s.lab_n
     join bench_units u on u.n = s.unit_n
     join bench_projects p on p.unit_n = s.unit_n and p.k = s.project_k`;
  if (!withSamples) {
    await client.query(consignments, [from, to]);
    return;
  }
  // One statement: every new consignment gets one sample (the demo catalogue's first sample kind)
  // with that sample's first two priced parameters.
  await client.query(
    `with c as (${consignments}
       returning id, creation_time, consign_code, consign_status, test_unit_id, consign_unit_id, complete_time),
     r as (insert into bu_report (id, consign_id, test_unit_id, consign_unit_id, report_number, report_status, auth_code,
             issue_time, creation_time)
           select gen_random_uuid(), c.id, c.test_unit_id, c.consign_unit_id, 'BR-' || c.consign_code,
             case when c.consign_status = 60 then 40 else 20 end, 'BENCH000', c.complete_time, c.creation_time
           from c where c.consign_status in (50, 60)),
     t as (select id, sample_name from tu_test_sample where parent_id is not null order by level_code, id limit 1),
     s as (insert into bu_sample_info (id, consign_id, test_unit_sample_id, test_unit_sample_name, sample_name_link,
             test_group_count, order_index, creation_time)
           select gen_random_uuid(), c.id, t.id, t.sample_name, t.sample_name, 1, 0, c.creation_time from c cross join t
           returning id, test_unit_sample_id)
     insert into bu_sample_param (id, bu_sample_info_id, tu_test_param_id, tu_test_param_code, tu_test_param_name,
        tu_test_param_price, tu_test_param_count)
     select gen_random_uuid(), s.id, p.id, p.test_param_code, p.name, p.price, 1
     from s join lateral (select * from tu_test_param p where p.test_sample_id = s.test_unit_sample_id
                          order by p.order_index limit 2) p on true`,
    [from, to],
  );
}

/** Fills up to `rows` consignments (skipped when the table already holds that many); then VACUUM ANALYZE. */
export async function fill(
  client: pg.Client,
  rows: number,
  log: (line: string) => void,
): Promise<{ filled: boolean; total: number }> {
  await ensureParties(client);
  const total = async () => Number((await client.query('select count(*)::int as n from consign_info')).rows[0].n);
  const before = await total();
  if (before >= rows && process.env.BENCH_REFILL !== '1') {
    log(`consign_info holds ${before} rows (≥ ${rows}): fill skipped`);
    return { filled: false, total: before };
  }
  await numberParties(client);
  await clearConsignments(client);
  const demo = await total();
  const wanted = rows - demo;
  const withSamples = process.env.BENCH_SAMPLES !== '0';
  const started = Date.now();
  // The dashboards' roll-up triggers off while bulk loading and rebuilding (the bench connects as a superuser): the
  // rebuild is what the migration does for the rows already there (drizzle/0014_dashboard_rollups.sql).
  await client.query('set session_replication_role = replica');
  for (let from = 0; from < wanted; from += CHUNK) {
    const to = Math.min(from + CHUNK, wanted) - 1;
    await insertConsignments(client, from, to, withSamples);
    log(`  ${to + 1}/${wanted} consignments (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  log("rebuilding the dashboards' roll-ups …");
  // Statistics first: the rebuild's per-lab statements are planned once, and a plan made for the small demo tables
  // (sequential scans of the samples per consignment) would take hours on a million rows.
  await client.query('analyze');
  await client.query('select dash_rebuild()');
  await client.query('set session_replication_role = default');
  log(`  rebuilt (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  // VACUUM as autovacuum would soon after a bulk load: sets the visibility map (index-only scans).
  log('VACUUM ANALYZE …');
  await client.query('vacuum analyze');
  return { filled: true, total: await total() };
}
