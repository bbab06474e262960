import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { consignUnits, projects } from '../../server/db/schema/index';
import { CONSIGN_UNITS } from '../../server/db/seed/demo-data';
import { createTestApp, envelopeOf, type TestApp } from './helpers';

interface ProjectRow {
  id: string;
  projectName: string;
  projectCode: string | null;
  contractSectName: string | null;
  description: string | null;
}
type Page = { totalCount: number; items: ProjectRow[] };

const base = '/api/services/app/BaProject/GetProjectList';
const [cu1, cu2] = CONSIGN_UNITS;
let t: TestApp;
let consignor: { authorization: string };
let cu1Projects: { id: string; projectName: string }[];

beforeAll(async () => {
  t = await createTestApp();
  consignor = t.auth(await t.login('consignor'));
  const [unit] = await t.db.select({ id: consignUnits.id }).from(consignUnits).where(eq(consignUnits.name, cu1.name));
  cu1Projects = await t.db
    .select({ id: projects.id, projectName: projects.projectName })
    .from(projects)
    .where(and(eq(projects.consignUnitId, unit?.id as string), eq(projects.isDeleted, false)))
    .orderBy(desc(projects.creationTime), desc(projects.id));
});
afterAll(async () => t?.close());

async function list(query: string, headers = consignor) {
  const response = await t.app.inject({ url: `${base}?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<Page>(response).result as Page;
}

test('a consignor gets its own unit’s projects, newest first; getMyProject is accepted', async () => {
  const page = await list('');
  expect(page.totalCount).toBe(cu1.projects.length);
  expect(page.items.map((p) => p.id)).toEqual(cu1Projects.map((p) => p.id));
  expect(new Set(page.items.map((p) => p.projectName))).toEqual(new Set(cu1.projects.map((p) => p.projectName)));
  expect(await list('getMyProject=true')).toEqual(page);
  const other = await list('', t.auth(await t.login('consignor2')));
  expect(other.items.map((p) => p.projectName).sort()).toEqual(cu2.projects.map((p) => p.projectName).sort());
});

test('admin gets every unit’s projects; a lab is refused; not signed in → 401', async () => {
  const [all] = await t.db.select({ n: count() }).from(projects).where(eq(projects.isDeleted, false));
  const page = await list('maxResultCount=1000', t.auth(await t.login('admin')));
  expect(page.totalCount).toBe(all?.n);
  expect(page.items.length).toBe(all?.n);
  const lab = await t.app.inject({ url: base, headers: t.auth(await t.login('lab')) });
  expect(lab.statusCode).toBe(403);
  expect(envelopeOf(lab).result).toBeNull();
  expect((await t.app.inject({ url: base })).statusCode).toBe(401);
});

test('another unit’s project never shows to a consignor, even when searched for by name', async () => {
  const foreign = cu2.projects[0].projectName;
  const page = await list(`search=${encodeURIComponent(foreign)}`);
  expect(page).toEqual({ totalCount: 0, items: [] });
});

test('search matches name, code or contract section; skipCount / maxResultCount page', async () => {
  const [g15, s226] = cu1.projects;
  expect((await list('search=g15-nt')).items.map((p) => p.projectCode)).toEqual([g15.projectCode]);
  expect((await list(`search=${encodeURIComponent('宝应')}`)).items.map((p) => p.projectCode)).toEqual([
    s226.projectCode,
  ]);
  expect((await list('search=BY-LJ')).items.map((p) => p.projectCode)).toEqual([s226.projectCode]);
  expect((await list('search=_')).totalCount).toBe(0); // a literal _, not a wildcard
  expect((await list('search=')).totalCount).toBe(cu1.projects.length);
  const second = await list('skipCount=1&maxResultCount=1');
  expect(second.totalCount).toBe(cu1.projects.length);
  expect(second.items.map((p) => p.id)).toEqual([cu1Projects[1]?.id]);
});

test('ShowContractSectName puts the contract section into projectName', async () => {
  const shown = await list('ShowContractSectName=true');
  for (const row of shown.items) {
    const seed = cu1.projects.find((p) => p.projectCode === row.projectCode);
    expect(row.projectName).toBe(`${seed?.projectName}（${seed?.contractSectName}）`);
    expect(row.contractSectName).toBe(seed?.contractSectName);
  }
  expect((await list('showcontractsectname=true')).items).toEqual(shown.items);
  const plain = await list('ShowContractSectName=false');
  expect(plain.items.map((p) => p.projectName)).toEqual(cu1Projects.map((p) => p.projectName));
});

test('bad input → 400 with validationErrors, nothing written', async () => {
  const [before] = await t.db.select({ n: count() }).from(projects);
  for (const [query, member] of [
    ['maxResultCount=0', 'maxResultCount'],
    ['maxResultCount=1001', 'maxResultCount'],
    ['skipCount=-1', 'skipCount'],
    ['getMyProject=maybe', 'getMyProject'],
    [`search=${'x'.repeat(129)}`, 'search'],
  ] as const) {
    const response = await t.app.inject({ url: `${base}?${query}`, headers: consignor });
    expect(response.statusCode, query).toBe(400);
    expect(
      envelopeOf(response).error?.validationErrors?.flatMap((v) => v.members),
      query,
    ).toContain(member);
  }
  const [after] = await t.db.select({ n: count() }).from(projects);
  expect(after?.n).toBe(before?.n);
});

test('sorting orders the list both ways; an unknown sorting → 400', async () => {
  const names = async (sorting: string) =>
    (await list(`sorting=${encodeURIComponent(sorting)}&maxResultCount=100`)).items.map((p) => p.projectName);
  const ascending = await names('projectName');
  expect(ascending.length).toBeGreaterThan(1);
  expect(await names('projectName desc')).toEqual([...ascending].reverse());
  const response = await t.app.inject({ url: `${base}?sorting=description`, headers: consignor });
  expect(response.statusCode).toBe(400);
});
