import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, smallint, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { audited, id, image, orderIndex, requiredRef, timestamptz, writtenAt } from './columns';

// Column keys keep the spec's wire spellings (inroduce, sheng, shi, jtsyjcAddress, uninCode).

/** A testing organisation (laboratory), UnitType 2. */
export const testUnits = pgTable(
  'test_units',
  {
    id: id(),
    unitNo: varchar('unit_no', { length: 32 }).unique(),
    testUnitName: varchar('test_unit_name', { length: 128 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 32 }),
    sheng: varchar('sheng', { length: 32 }),
    shi: varchar('shi', { length: 32 }),
    regAddress: varchar('reg_address', { length: 256 }),
    inroduce: varchar('inroduce', { length: 4000 }),
    regTime: timestamptz('reg_time'),
    logoPath: varchar('logo_path', { length: 512 }),
    jtsyjcAddress: varchar('jtsyjc_address', { length: 256 }),
    isActive: boolean('is_active').notNull().default(true),
    lmisIntegratedCode: varchar('lmis_integrated_code', { length: 64 }),
    lmisType: smallint('lmis_type'),
    lmisurl: varchar('lmisurl', { length: 512 }),
    iLISReportProgressQueryURL: varchar('ilis_report_progress_query_url', { length: 512 }),
    systemName: varchar('system_name', { length: 128 }),
    icp: varchar('icp', { length: 64 }),
    isConsignSingleSample: boolean('is_consign_single_sample').notNull().default(false),
    ...audited(),
  },
  (t) => [
    index('test_units_address_idx').on(sql`lower(${t.jtsyjcAddress})`),
    index('test_units_lmis_code_idx').on(t.lmisIntegratedCode),
    index('test_units_list_idx').on(t.isDeleted, t.unitNo, t.testUnitName),
  ],
);

export const tuQualifications = pgTable(
  'tu_qualification',
  {
    id: id(),
    testUnitId: requiredRef('test_unit_id', () => testUnits.id),
    name: varchar('name', { length: 128 }).notNull(),
    sysQualificationId: uuid('sys_qualification_id'),
    createTime: writtenAt('create_time'),
    orderIndex: orderIndex(),
  },
  (t) => [
    index('tu_qualification_unit_idx').on(t.testUnitId, t.orderIndex),
    uniqueIndex('tu_qualification_unit_name_uq').on(t.testUnitId, t.name),
  ],
);

/** The platform's reference list of qualification names (Qualification/GetQualificationNameList). */
export const sysQualifications = pgTable('sys_qualification', {
  id: id(),
  name: varchar('name', { length: 128 }).notNull().unique(),
  orderIndex: orderIndex(),
});

/** A construction or project party that consigns tests, UnitType 1. status 1 active, 0 disabled. */
export const consignUnits = pgTable(
  'consign_units',
  {
    id: id(),
    name: varchar('name', { length: 128 }).notNull(),
    regPerson: varchar('reg_person', { length: 64 }),
    regPhone: varchar('reg_phone', { length: 32 }),
    regTime: timestamptz('reg_time'),
    sheng: varchar('sheng', { length: 32 }),
    shi: varchar('shi', { length: 32 }),
    detailAddress: varchar('detail_address', { length: 256 }),
    description: varchar('description', { length: 1000 }),
    logoPath: varchar('logo_path', { length: 512 }),
    uninCode: varchar('unin_code', { length: 32 }),
    status: smallint('status').notNull().default(1),
    ...audited(),
  },
  (t) => [index('consign_units_name_idx').on(t.name), index('consign_units_list_idx').on(t.isDeleted, t.creationTime)],
);

export const projects = pgTable(
  'projects',
  {
    id: id(),
    consignUnitId: requiredRef('consign_unit_id', () => consignUnits.id),
    projectName: varchar('project_name', { length: 256 }).notNull(),
    projectCode: varchar('project_code', { length: 64 }),
    contractSectName: varchar('contract_sect_name', { length: 128 }),
    description: varchar('description', { length: 1000 }),
    ...audited(),
  },
  (t) => [index('projects_unit_idx').on(t.consignUnitId, t.creationTime)],
);

/** Sample delivery / visit addresses of either kind of unit (unitType 1 or 2). personSex: Sex enumeration. */
export const unitAddresses = pgTable(
  'unit_addresses',
  {
    id: id(),
    unitId: uuid('unit_id').notNull(),
    unitType: smallint('unit_type').notNull(),
    person: varchar('person', { length: 64 }),
    personSex: smallint('person_sex'),
    personPhone: varchar('person_phone', { length: 32 }),
    addressPoint: varchar('address_point', { length: 64 }),
    addressText: varchar('address_text', { length: 256 }).notNull(),
    addressDetail: varchar('address_detail', { length: 256 }),
    tagTitle: varchar('tag_title', { length: 32 }),
    isMain: boolean('is_main').notNull().default(false),
    ...audited(),
  },
  (t) => [index('unit_addresses_unit_idx').on(t.unitType, t.unitId)],
);

/**
 * A unit's logo, kept in the database so that every API process behind a load balancer serves it
 * without a shared disk; the unit's logoPath points at it. unitType: UnitType enumeration.
 */
export const unitLogos = pgTable(
  'unit_logos',
  {
    id: id(),
    unitType: smallint('unit_type').notNull(),
    unitId: uuid('unit_id').notNull(),
    ...image(),
  },
  (t) => [index('unit_logos_unit_idx').on(t.unitType, t.unitId)],
);
