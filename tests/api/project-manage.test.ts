// BaProject upkeep: insert, update, get, delete by the consignor for its own unit and by admin; a used project
// cannot be deleted; contractSectName is required only while the platform switch is on.
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { EMPTY_ID } from '../../server/db/ids';
import { consignInfos, consignUnits, projects, systemParams } from '../../server/db/schema/index';
import { CONSIGN_UNITS } from '../../server/db/seed/demo-data';
import { UnitType } from '../../server/lib/enums';
import { createTestApp, envelopeOf, type TestApp } from './helpers';

const api = '/api/services/app/BaProject';
let t: TestApp;
let consignor: { authorization: string };
let consignor2: { authorization: string };
let admin: { authorization: string };
let lab: { authorization: string };
let cu2Id: string;

beforeAll(async () => {
  t = await createTestApp();
  const as = async (userName: string) => t.auth(await t.login(userName));
  [consignor, consignor2, admin, lab] = [
    await as('consignor'),
    await as('consignor2'),
    await as('admin'),
    await as('lab'),
  ];
  const [cu2] = await t.db
    .select({ id: consignUnits.id })
    .from(consignUnits)
    .where(eq(consignUnits.name, CONSIGN_UNITS[1].name));
  cu2Id = cu2?.id as string;
});
afterAll(async () => t?.close());

const liveProjects = async () =>
  (await t.db.select({ n: count() }).from(projects).where(eq(projects.isDeleted, false)))[0]?.n ?? 0;

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  headers: Record<string, string>,
  payload?: object,
) {
  const response = await t.app.inject({ method, url: `${api}/${path}`, headers, payload });
  return { status: response.statusCode, body: envelopeOf<Record<string, unknown>>(response) };
}

async function setPlatformSwitch(value: '0' | '1') {
  await t.db
    .update(systemParams)
    .set({ paramValue: value })
    .where(
      and(
        eq(systemParams.unitType, UnitType.Platform),
        eq(systemParams.unitId, EMPTY_ID),
        eq(systemParams.paramCode, 'IsEnableProjectContractSectName'),
      ),
    );
}

test('a consignor inserts, reads, updates and deletes a project of its own unit', async () => {
  const created = await call('POST', 'InsertProject', consignor, {
    projectName: '  宁通高速扩建  ',
    projectCode: 'NT-01',
    description: '二期',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.result?.id as string;
  expect(created.body.result).toMatchObject({
    projectName: '宁通高速扩建',
    projectCode: 'NT-01',
    contractSectName: null,
  });
  expect((await call('GET', `GetProjectById?id=${id}`, consignor)).body.result?.projectName).toBe('宁通高速扩建');
  const updated = await call('PUT', 'UpdateProject', consignor, {
    id,
    projectName: '宁通高速改扩建',
    projectCode: null,
  });
  expect(updated.status).toBe(200);
  expect(updated.body.result).toMatchObject({ projectName: '宁通高速改扩建', projectCode: null });
  const listed = await t.app.inject({
    url: `${api}/GetProjectList?search=${encodeURIComponent('宁通')}`,
    headers: consignor,
  });
  expect(envelopeOf<{ items: { id: string }[] }>(listed).result?.items.map((p) => p.id)).toEqual([id]);
  expect((await call('DELETE', `DeleteProject?id=${id}`, consignor)).status).toBe(200);
  expect((await call('GET', `GetProjectById?id=${id}`, consignor)).status).toBe(404);
});

test('another unit’s project is 404 to get, update and delete, and stays unchanged', async () => {
  const foreign = await call('POST', 'InsertProject', consignor2, { projectName: '港区堆场' });
  const id = foreign.body.result?.id as string;
  expect((await call('GET', `GetProjectById?id=${id}`, consignor)).status).toBe(404);
  expect((await call('PUT', 'UpdateProject', consignor, { id, projectName: 'taken over' })).status).toBe(404);
  expect((await call('DELETE', `DeleteProject?id=${id}`, consignor)).status).toBe(404);
  const [row] = await t.db.select().from(projects).where(eq(projects.id, id));
  expect(row).toMatchObject({ projectName: '港区堆场', isDeleted: false });
});

test('a lab is refused every project call (403); not signed in is 401', async () => {
  const before = await liveProjects();
  expect((await call('POST', 'InsertProject', lab, { projectName: 'x' })).status).toBe(403);
  expect((await call('GET', 'GetProjectConfig', lab)).status).toBe(403);
  expect((await call('POST', 'InsertProject', {}, { projectName: 'x' })).status).toBe(401);
  expect(await liveProjects()).toBe(before);
});

test('bad input is 400 and writes nothing: blank name, duplicate name, admin without a unit', async () => {
  const before = await liveProjects();
  const blank = await call('POST', 'InsertProject', consignor, { projectName: '   ' });
  expect(blank.status).toBe(400);
  expect(blank.body.error?.validationErrors?.[0]?.members).toEqual(['projectName']);
  const name = CONSIGN_UNITS[0].projects[0].projectName;
  const duplicate = await call('POST', 'InsertProject', consignor, { projectName: name.toLowerCase() });
  expect(duplicate.status).toBe(400);
  expect(duplicate.body.error?.validationErrors?.[0]?.message).toContain(name.toLowerCase());
  expect((await call('POST', 'InsertProject', admin, { projectName: 'orphan' })).status).toBe(400);
  expect((await call('POST', 'InsertProject', admin, { projectName: 'orphan', consignUnitId: EMPTY_ID })).status).toBe(
    400,
  );
  expect(await liveProjects()).toBe(before);
});

test('admin creates a project for a named unit and sees it with the unit’s name', async () => {
  const created = await call('POST', 'InsertProject', admin, { projectName: '长江大桥维修', consignUnitId: cu2Id });
  expect(created.status).toBe(200);
  expect(created.body.result).toMatchObject({ consignUnitId: cu2Id, consignUnitName: CONSIGN_UNITS[1].name });
  const mine = await t.app.inject({
    url: `${api}/GetProjectList?search=${encodeURIComponent('长江大桥')}`,
    headers: consignor2,
  });
  expect(envelopeOf<{ totalCount: number }>(mine).result?.totalCount).toBe(1);
});

test('a project used by a live consignment cannot be deleted: 409 with the count, nothing changes', async () => {
  const [used] = await t.db
    .select({ projectId: consignInfos.projectId, n: count() })
    .from(consignInfos)
    .innerJoin(projects, eq(projects.id, consignInfos.projectId))
    .where(
      and(
        isNotNull(consignInfos.projectId),
        eq(consignInfos.isDeleted, false),
        eq(projects.consignUnitId, consignInfos.consignUnitId),
      ),
    )
    .groupBy(consignInfos.projectId)
    .limit(1);
  const id = used?.projectId as string;
  const owner = (await t.db.select({ unit: projects.consignUnitId }).from(projects).where(eq(projects.id, id)))[0]
    ?.unit;
  expect(owner).toBeTruthy();
  const refused = await call('DELETE', `DeleteProject?id=${id}`, admin);
  expect(refused.status).toBe(409);
  expect(refused.body.error?.message).toContain(String(used?.n));
  const [row] = await t.db.select({ isDeleted: projects.isDeleted }).from(projects).where(eq(projects.id, id));
  expect(row?.isDeleted).toBe(false);
});

test('contractSectName is required only while the platform switch is on', async () => {
  expect((await call('GET', 'GetProjectConfig', consignor)).body.result).toEqual({
    isEnableProjectContractSectName: false,
  });
  const off = await call('POST', 'InsertProject', consignor, { projectName: '无标段项目' });
  expect(off.status).toBe(200);
  await setPlatformSwitch('1');
  try {
    expect((await call('GET', 'GetProjectConfig', admin)).body.result).toEqual({
      isEnableProjectContractSectName: true,
    });
    const before = await liveProjects();
    const missing = await call('POST', 'InsertProject', consignor, {
      projectName: '有标段项目',
      contractSectName: ' ',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.validationErrors?.[0]?.members).toEqual(['contractSectName']);
    expect(await liveProjects()).toBe(before);
    const id = off.body.result?.id as string;
    expect((await call('PUT', 'UpdateProject', consignor, { id, projectName: '无标段项目' })).status).toBe(400);
    const fixed = await call('PUT', 'UpdateProject', consignor, {
      id,
      projectName: '无标段项目',
      contractSectName: 'A1标',
    });
    expect(fixed.body.result?.contractSectName).toBe('A1标');
  } finally {
    await setPlatformSwitch('0');
  }
});
