import { IdQuery, NoResult, PagedResult } from '../common';
import { Permission } from '../permissions';
import {
  ActiveBody,
  AddTestUnitBody,
  IntegratedCode,
  PriceListQuery,
  PriceRow,
  TestUnit,
  TestUnitByIdQuery,
  TestUnitConfig,
  TestUnitConfigQuery,
  TestUnitListQuery,
  TestUnitListRow,
  UnitCard,
  UnitCardQuery,
  UnitDetail,
  UpdateTestUnitBody,
} from '../test-unit';
import { service } from './manifest';
import { unitManagementOperations } from './unit-management';

const labOrAdmin = { unitManager: 'TestUnit' } as const;

/**
 * /api/services/app/BaTestUnit: the labs a consignor may book (active ones, to anyone signed in), and their
 * management: admin keeps every lab, a lab reads and edits its own record. ABP's generic Get/GetAll/Create/Update
 * are alias paths of the named methods. Field names are the product's, spellings included (`inroduce`, `sheng`).
 * With the addresses and logo upload every unit type has (./unit-management.ts).
 */
export const BaTestUnit = service({
  path: 'services/app/BaTestUnit',
  tag: 'BaTestUnit',
  access: { permission: [Permission.TestUnitsManage] },
  operations: {
    GetAllUnit: {
      method: 'GET',
      summary: 'Lists the active labs a consignor may book, with their qualifications.',
      access: 'signed-in',
      query: UnitCardQuery,
      result: PagedResult(UnitCard),
    },
    GetUnitDetail: {
      method: 'GET',
      summary: 'Reads an active lab as a consignor sees it: introduction, qualifications, addresses.',
      access: 'signed-in',
      query: IdQuery,
      result: UnitDetail,
    },
    GetUnitPriceList: {
      method: 'GET',
      summary: 'Lists the priced test parameters of a lab.',
      access: 'signed-in',
      query: PriceListQuery,
      result: PagedResult(PriceRow),
    },
    GetTestUnit: {
      method: 'GET',
      summary: 'Lists every lab for the administrator.',
      paths: ['/GetTestUnit', '/GetAll'],
      query: TestUnitListQuery,
      result: PagedResult(TestUnitListRow),
    },
    GetTestUnitById: {
      method: 'GET',
      summary: 'Reads a lab’s record (admin: any; a lab: its own).',
      access: labOrAdmin,
      query: TestUnitByIdQuery,
      result: TestUnit,
    },
    Get: {
      method: 'GET',
      summary: 'Reads a lab’s record by id (ABP’s Get).',
      access: labOrAdmin,
      query: IdQuery,
      result: TestUnit,
    },
    AddTestUnit: {
      method: 'POST',
      summary: 'Creates a lab.',
      paths: ['/AddTestUnit', '/Create'],
      body: AddTestUnitBody,
      result: TestUnit,
    },
    UpdateTestUnit: {
      method: 'PUT',
      summary: 'Changes a lab’s record (admin: any; a lab: its own).',
      paths: ['/UpdateTestUnit', '/Update'],
      access: labOrAdmin,
      body: UpdateTestUnitBody,
      result: TestUnit,
    },
    Delete: { method: 'DELETE', summary: 'Deletes a lab no record refers to.', query: IdQuery, result: NoResult },
    ChangeTestUnitActive: {
      method: 'POST',
      summary: 'Switches a lab on or off.',
      body: ActiveBody,
      result: NoResult,
    },
    NewIntegratedCode: {
      method: 'GET',
      summary: 'Makes a fresh LIMS integration code for a lab’s record.',
      result: IntegratedCode,
    },
    GetTestUnitConfig: {
      method: 'GET',
      summary: 'Reads the settings of a lab a consignment form follows.',
      access: 'signed-in',
      query: TestUnitConfigQuery,
      result: TestUnitConfig,
    },
    ...unitManagementOperations,
  },
});
