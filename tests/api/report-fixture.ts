import { and, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { newId } from '../../server/db/ids';
import { buReports, consignInfos, consignLogs, users } from '../../server/db/schema/index';
import { createTestApp, envelopeOf, type TestApp } from './helpers';

// What the BuReport tests share: a seeded app with two consignors, two labs and admin signed in (and their units),
// a consignment of consignor's unit addressed to lab stored at any status, and reads of what a call wrote.

export const base = '/api/services/app/BuReport';
export let t: TestApp;
export type Who = 'consignor' | 'consignor2' | 'lab' | 'lab2' | 'admin';
export const tok = {} as Record<Who, string>;
export const unit = {} as Record<Who, string | null>;

/** Signs in and finds the ids the tests use; run it in beforeAll. */
export async function setupReports() {
  t = await createTestApp();
  for (const name of ['consignor', 'consignor2', 'lab', 'lab2', 'admin'] as const) {
    tok[name] = await t.login(name);
    const [user] = await t.db.select().from(users).where(eq(users.userName, name));
    unit[name] = user?.unitId ?? null;
  }
}

export const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `${base}/${url}`, headers: t.auth(tok[who]), payload: payload as object });

export let codeSeq = 0;
/** A consignment of consignor's unit addressed to lab, stored directly at `status` (50 InTest by default). */
export async function consignment(status = 50): Promise<string> {
  const id = newId();
  await t.db.insert(consignInfos).values({
    id,
    consignCode: `CL-20260101-R${String(++codeSeq).padStart(3, '0')}`,
    consignType: 1,
    consignStatus: status,
    consignUnitId: unit.consignor as string,
    testUnitId: unit.lab as string,
  });
  return id;
}

export async function create(consignId: string, reportNumber: string, who: Who = 'lab') {
  return call(who, 'POST', 'CreateReport', { consignId, reportNumber, testContent: '水泥' });
}

export async function report(consignId: string, reportNumber: string): Promise<{ id: string; authCode: string }> {
  const res = await create(consignId, reportNumber);
  expect(res.statusCode, res.body).toBe(200);
  return envelopeOf<{ id: string; authCode: string }>(res).result as { id: string; authCode: string };
}

export const statusOf = async (id: string) =>
  (await t.db.select().from(buReports).where(eq(buReports.id, id)))[0]?.reportStatus;
export const consignStatusOf = async (id: string) =>
  (await t.db.select().from(consignInfos).where(eq(consignInfos.id, id)))[0]?.consignStatus;
export const logCount = async (consignId: string) =>
  (await t.db.select({ n: count() }).from(consignLogs).where(eq(consignLogs.consignId, consignId)))[0]?.n;
/** A consignment's log rows of one kind, oldest first. */
export const logsOf = (consignId: string, exeType: number) =>
  t.db
    .select()
    .from(consignLogs)
    .where(and(eq(consignLogs.consignId, consignId), eq(consignLogs.exeType, exeType)))
    .orderBy(consignLogs.exeTime);
