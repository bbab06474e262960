import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../server/db/schema/index';
import { createTestApp, envelopeOf, type TestApp } from './helpers';

// What the User API tests share: a seeded app with admin, lab, lab2 and consignor signed in, the labs' unit ids,
// and the calls they make.

export interface UserRow {
  id: string;
  userName: string;
  name: string;
  phoneNumber: string | null;
  isActive: boolean;
  userType: number;
  unitId: string | null;
  unitType: number;
  unitName: string | null;
  roleNames: string[];
  isOption: boolean;
  isCanDeleteUser: boolean;
}
export type Page = { totalCount: number; items: UserRow[] };

export const base = '/api/services/app/User';
export let t: TestApp;
export let admin: { authorization: string };
export let lab: { authorization: string };
export let lab2: { authorization: string };
export let consignor: { authorization: string };
export let labUnit: string;
export let lab2Unit: string;

export const unitOf = async (userName: string) =>
  (await t.db.select({ unitId: users.unitId }).from(users).where(eq(users.userName, userName)))[0]?.unitId as string;
export const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]?.n ?? 0;

export const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, headers?: object, payload?: object) =>
  t.app.inject({ method, url: `${base}/${path}`, headers: headers as Record<string, string>, payload });

export async function ok<T>(response: Awaited<ReturnType<typeof call>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<T>(response).result as T;
}

export const create = (headers: object, body: object, path = 'CreateUserBySys') => call('POST', path, headers, body);

/** Signs in and finds the ids the tests use; run it in beforeAll. */
export async function setupUsers() {
  t = await createTestApp();
  [admin, lab, lab2, consignor] = (await Promise.all(['admin', 'lab', 'lab2', 'consignor'].map((n) => t.login(n)))).map(
    (token) => t.auth(token),
  ) as [typeof admin, typeof admin, typeof admin, typeof admin];
  labUnit = await unitOf('lab');
  lab2Unit = await unitOf('lab2');
}
