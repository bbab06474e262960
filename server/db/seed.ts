import argon2 from 'argon2';
import { and, count, eq, sql } from 'drizzle-orm';
import { DEFAULT_TENANT_ID } from '../../contracts/tenant';
import { UnitType, UserType } from '../lib/enums';
import type { Database, Transaction } from './client';
import { newId } from './ids';
import {
  buReports,
  consignInfos,
  consignUnits,
  projects,
  sysNotices,
  systemParams,
  testUnits,
  tuQualifications,
  unitAddresses,
  userRoles,
  users,
} from './schema/index';
import { ensureStandards, readCatalogue, type SeededCatalogue, seedCatalogue } from './seed/catalogue';
import { seedConsignment } from './seed/consignments';
import { CONSIGNMENTS, NOTICES } from './seed/demo-consignments';
import { CONSIGN_UNITS, DEMO_PASSWORD, LABS, USERS } from './seed/demo-data';
import { seedQualifications } from './seed/qualifications';
import { ensureRoles } from './seed/roles';
import { seedSampleProperties } from './seed/sample-properties';
import { seedSysLibrary } from './seed/sys-library';
import { seedHost, seedPlatformSwitches } from './seed/tenant';
import { enterTenant } from './tenancy/scope';

export { DEMO_PASSWORD } from './seed/demo-data';

export interface DemoAccount {
  userName: string;
  role: string;
  unitName: string | null;
}

const DAY = 24 * 3600 * 1000;

interface LabIds {
  id: string;
  mainAddressId: string | null;
  catalogue: SeededCatalogue;
  prefix: string;
}

async function ensureLab(tx: Transaction, lab: (typeof LABS)[number]): Promise<LabIds> {
  const { key, qualifications, addresses, contractSectName, ...fields } = lab;
  const prefix = lab.lmisIntegratedCode.slice(0, 2);
  const [existing] = await tx
    .select({ id: testUnits.id })
    .from(testUnits)
    .where(and(eq(testUnits.testUnitName, lab.testUnitName), eq(testUnits.isDeleted, false)));
  if (existing) {
    const [main] = await tx
      .select({ id: unitAddresses.id })
      .from(unitAddresses)
      .where(and(eq(unitAddresses.unitId, existing.id), eq(unitAddresses.isMain, true)));
    return {
      id: existing.id,
      mainAddressId: main?.id ?? null,
      catalogue: await readCatalogue(tx, existing.id),
      prefix,
    };
  }
  const id = newId();
  await tx.insert(testUnits).values({ id, ...fields, regTime: new Date(Date.now() - 400 * DAY), isActive: true });
  await tx
    .insert(tuQualifications)
    .values(qualifications.map((name, orderIndex) => ({ id: newId(), testUnitId: id, name, orderIndex })));
  const addressIds = addresses.map(() => newId());
  await tx
    .insert(unitAddresses)
    .values(addresses.map((a, i) => ({ id: addressIds[i] as string, unitId: id, unitType: UnitType.TestUnit, ...a })));
  await tx
    .insert(systemParams)
    .values({
      id: newId(),
      unitType: UnitType.TestUnit,
      unitId: id,
      paramCode: 'IsEnableProjectContractSectName',
      paramValue: contractSectName,
    })
    .onConflictDoNothing();
  const catalogue = await seedCatalogue(tx, id, await ensureStandards(tx));
  return { id, mainAddressId: addressIds[0] ?? null, catalogue, prefix };
}

async function ensureConsignUnit(tx: Transaction, unit: (typeof CONSIGN_UNITS)[number]) {
  const [existing] = await tx
    .select({ id: consignUnits.id })
    .from(consignUnits)
    .where(and(eq(consignUnits.name, unit.name), eq(consignUnits.isDeleted, false)));
  const id = existing?.id ?? newId();
  if (!existing) {
    const { key, projects: projectSeeds, address, ...fields } = unit;
    await tx.insert(consignUnits).values({ id, ...fields, regTime: new Date(Date.now() - 200 * DAY), status: 1 });
    await tx.insert(projects).values(projectSeeds.map((p) => ({ id: newId(), consignUnitId: id, ...p })));
    await tx.insert(unitAddresses).values({
      id: newId(),
      unitId: id,
      unitType: UnitType.ConsignUnit,
      isMain: true,
      tagTitle: '项目部',
      ...address,
    });
  }
  const projectRows = await tx
    .select({ id: projects.id, code: projects.projectCode })
    .from(projects)
    .where(eq(projects.consignUnitId, id));
  const projectIds = unit.projects.map((p) => projectRows.find((r) => r.code === p.projectCode)?.id ?? '');
  return { id, projectIds };
}

async function ensureUser(
  tx: Transaction,
  user: (typeof USERS)[number],
  unit: { id: string; type: number } | null,
  roleId: string,
  password: string,
  hashCost: PasswordHashCost | undefined,
) {
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.userName}) = ${user.userName.toLowerCase()}`);
  if (existing) return existing.id;
  const id = newId();
  await tx.insert(users).values({
    id,
    userName: user.userName,
    name: user.name,
    phoneNumber: user.phone,
    // The demo's own numbers: taken as proven (the supervising engineer consignor2 witnesses with its account).
    confirmedPhone: user.phone,
    passwordHash: await argon2.hash(password, { ...hashCost, type: argon2.argon2id }),
    unitId: unit?.id ?? null,
    unitType: unit?.type ?? UnitType.Platform,
    userType: unit ? UserType.UnitAdmin : UserType.Platform,
    language: 'zh',
  });
  await tx.insert(userRoles).values({ userId: id, roleId });
  return id;
}

/**
 * Argon2 parameters for the demo accounts' hashes; omitted = the library's defaults, which every real password gets
 * (server/services/user/password.ts). A verify reads the parameters from the hash, so a cheaper demo hash makes only
 * the demo accounts' sign-ins cheaper: the API tests' template uses one (tests/api/test-database.ts).
 */
export type PasswordHashCost = { memoryCost: number; timeCost: number; parallelism: number };

/**
 * Demo data: three roles, two labs with catalogues, two consigning units with projects, five
 * accounts, consignments in every status with reports, notices. Idempotent: whatever exists
 * (matched by name) is kept, only what is missing is added.
 */
export async function seedDemo(
  db: Database,
  options: { password?: string; hashCost?: PasswordHashCost } = {},
): Promise<DemoAccount[]> {
  const password = options.password || DEMO_PASSWORD;
  const accounts = await db.transaction(async (tx) => {
    // The demo data is the default tenant's (and nothing is written outside a tenant: drizzle/0019).
    await enterTenant(tx, DEFAULT_TENANT_ID);
    const roleIds = await ensureRoles(tx);
    const labs = new Map<string, LabIds>();
    for (const lab of LABS) labs.set(lab.key, await ensureLab(tx, lab));
    for (const lab of labs.values()) await seedSampleProperties(tx, lab.id, lab.catalogue);
    const units = new Map<string, Awaited<ReturnType<typeof ensureConsignUnit>>>();
    for (const unit of CONSIGN_UNITS) units.set(unit.key, await ensureConsignUnit(tx, unit));
    await seedSysLibrary(tx);
    await seedQualifications(tx);

    const userIds = new Map<string, string>();
    const accounts: DemoAccount[] = [];
    for (const user of USERS) {
      const lab = user.unit ? labs.get(user.unit) : undefined;
      const consignUnit = user.unit ? units.get(user.unit) : undefined;
      const unit = lab
        ? { id: lab.id, type: UnitType.TestUnit }
        : consignUnit
          ? { id: consignUnit.id, type: UnitType.ConsignUnit }
          : null;
      userIds.set(
        user.userName,
        await ensureUser(tx, user, unit, roleIds.get(user.role) as string, password, options.hashCost),
      );
      const unitName =
        LABS.find((l) => l.key === user.unit)?.testUnitName ?? CONSIGN_UNITS.find((c) => c.key === user.unit)?.name;
      accounts.push({ userName: user.userName, role: user.role, unitName: unitName ?? null });
    }

    for (const unit of CONSIGN_UNITS) {
      const { id: consignUnitId, projectIds } = units.get(unit.key) as { id: string; projectIds: string[] };
      const [existing] = await tx
        .select({ n: count() })
        .from(consignInfos)
        .where(eq(consignInfos.consignUnitId, consignUnitId));
      if ((existing?.n ?? 0) > 0) continue;
      const consignor = USERS.find((u) => u.unit === unit.key) as (typeof USERS)[number];
      for (const seed of CONSIGNMENTS.filter((c) => c.consignUnit === unit.key)) {
        const lab = labs.get(seed.lab) as LabIds;
        const labUser = USERS.find((u) => u.unit === seed.lab) as (typeof USERS)[number];
        const [reports] = await tx.select({ n: count() }).from(buReports).where(eq(buReports.testUnitId, lab.id));
        await seedConsignment(tx, seed, {
          consignUnitId,
          testUnitId: lab.id,
          testUnitAddressId: lab.mainAddressId,
          projectId: projectIds[seed.project] as string,
          consignor: { id: userIds.get(consignor.userName) as string, name: consignor.name, phone: consignor.phone },
          labUser: { id: userIds.get(labUser.userName) as string, userName: labUser.userName },
          catalogue: lab.catalogue,
          reportPrefix: `${lab.prefix}BG`,
          reportSeq: { next: (reports?.n ?? 0) + 1 },
        });
      }
    }

    for (const notice of NOTICES) {
      const [existing] = await tx
        .select({ id: sysNotices.id })
        .from(sysNotices)
        .where(eq(sysNotices.title, notice.title));
      if (existing) continue;
      await tx.insert(sysNotices).values({
        id: newId(),
        title: notice.title,
        content: notice.content,
        noticeType: notice.noticeType,
        testUnitId: notice.lab ? (labs.get(notice.lab)?.id ?? null) : null,
        sendTime: new Date(Date.now() - notice.daysAgo * DAY),
        sendUserName: notice.lab ? (USERS.find((u) => u.unit === notice.lab)?.name ?? null) : '平台管理员',
        noticeNo: `GG-${String(NOTICES.indexOf(notice) + 1).padStart(4, '0')}`,
      });
    }
    await seedPlatformSwitches(tx);
    return accounts;
  });
  await seedHost(db, { userName: 'host', password });
  return accounts;
}
