import { sql } from 'drizzle-orm';
import { boolean, index, smallint, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import {
  audited,
  chars,
  id,
  image,
  orderIndex,
  requiredRef,
  tenantKey,
  tenantTable,
  timestamptz,
  unitRows,
  writtenAt,
} from './columns';

// Column keys keep the product's wire spellings (inroduce, sheng, shi, jtsyjcAddress, uninCode).

/** A testing organisation (laboratory), UnitType 2. */
export const testUnits = tenantTable(
  'test_units',
  {
    id: id(),
    unitNo: chars(32),
    testUnitName: chars(128).notNull(),
    contactPhone: chars(32),
    sheng: chars(32),
    shi: chars(32),
    regAddress: chars(256),
    inroduce: chars(4000),
    regTime: timestamptz(),
    logoPath: chars(512),
    jtsyjcAddress: chars(256),
    isActive: boolean().notNull().default(true),
    lmisIntegratedCode: chars(64),
    lmisType: smallint(),
    lmisurl: chars(512),
    iLISReportProgressQueryURL: varchar('ilis_report_progress_query_url', { length: 512 }),
    systemName: chars(128),
    icp: chars(64),
    isConsignSingleSample: boolean().notNull().default(false),
    ...audited(),
  },
  (t) => [
    index('test_units_address_idx').on(sql`lower(${t.jtsyjcAddress})`),
    index('test_units_lmis_code_idx').on(t.lmisIntegratedCode),
    index('test_units_list_idx').on(t.isDeleted, t.unitNo, t.testUnitName),
    uniqueIndex('test_units_unit_no_uq').on(tenantKey, t.unitNo),
  ],
);

export const tuQualifications = tenantTable(
  'tu_qualification',
  {
    id: id(),
    testUnitId: requiredRef(() => testUnits.id),
    name: chars(128).notNull(),
    sysQualificationId: uuid(),
    createTime: writtenAt(),
    orderIndex: orderIndex(),
  },
  (t) => [
    index('tu_qualification_unit_idx').on(t.testUnitId, t.orderIndex),
    uniqueIndex('tu_qualification_unit_name_uq').on(t.testUnitId, t.name),
  ],
);

/** The platform's reference list of qualification names (Qualification/GetQualificationNameList). */
export const sysQualifications = tenantTable(
  'sys_qualification',
  { id: id(), name: chars(128).notNull(), orderIndex: orderIndex() },
  (t) => [uniqueIndex('sys_qualification_name_uq').on(tenantKey, t.name)],
);

/** A construction or project party that consigns tests, UnitType 1. status 1 active, 0 disabled. */
export const consignUnits = tenantTable(
  'consign_units',
  {
    id: id(),
    name: chars(128).notNull(),
    regPerson: chars(64),
    regPhone: chars(32),
    regTime: timestamptz(),
    sheng: chars(32),
    shi: chars(32),
    detailAddress: chars(256),
    description: chars(1000),
    logoPath: chars(512),
    uninCode: chars(32),
    status: smallint().notNull().default(1),
    ...audited(),
  },
  (t) => [index('consign_units_name_idx').on(t.name), index('consign_units_list_idx').on(t.isDeleted, t.creationTime)],
);

export const projects = tenantTable(
  'projects',
  {
    id: id(),
    consignUnitId: requiredRef(() => consignUnits.id),
    projectName: chars(256).notNull(),
    projectCode: chars(64),
    contractSectName: chars(128),
    description: chars(1000),
    ...audited(),
  },
  (t) => [index('projects_unit_idx').on(t.consignUnitId, t.creationTime)],
);

/** Sample delivery / visit addresses of either kind of unit (unitType 1 or 2). personSex: Sex enumeration. */
export const unitAddresses = unitRows('unit_addresses', {
  person: chars(64),
  personSex: smallint(),
  personPhone: chars(32),
  addressPoint: chars(64),
  addressText: chars(256).notNull(),
  addressDetail: chars(256),
  tagTitle: chars(32),
  isMain: boolean().notNull().default(false),
  ...audited(),
});

/**
 * A unit's logo, kept in the database so that every API process behind a load balancer serves it
 * without a shared disk; the unit's logoPath points at it. unitType: UnitType enumeration.
 */
export const unitLogos = unitRows('unit_logos', image());
