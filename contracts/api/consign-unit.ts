import { IdQuery, NoResult, PagedResult } from '../common';
import {
  ConsignUnit,
  ConsignUnitActiveBody,
  ConsignUnitIdQuery,
  ConsignUnitListQuery,
  ConsignUnitRow,
  CreateConsignUnitBody,
  UpdateConsignUnitBody,
} from '../consign-unit';
import { Permission } from '../permissions';
import { service } from './manifest';
import { unitManagementOperations } from './unit-management';

const ownOrAdmin = { unitManager: 'ConsignUnit' } as const;

/**
 * /api/services/app/ConsginUnit ("Consgin" is the product's wire spelling): admin keeps every consigning unit; a
 * consignor reads and edits its own. With the addresses and logo upload every unit
 * type has (./unit-management.ts).
 */
export const ConsginUnit = service({
  path: 'services/app/ConsginUnit',
  tag: 'ConsginUnit',
  access: { permission: [Permission.ConsignUnitsManage] },
  operations: {
    GetConsginUnitListBySys: {
      method: 'GET',
      summary: 'Lists every consigning unit for the administrator.',
      query: ConsignUnitListQuery,
      result: PagedResult(ConsignUnitRow),
    },
    Get: {
      method: 'GET',
      summary: 'Reads a consigning unit (admin: any; a consignor: its own).',
      access: ownOrAdmin,
      query: ConsignUnitIdQuery,
      result: ConsignUnit,
    },
    Create: { method: 'POST', summary: 'Creates a consigning unit.', body: CreateConsignUnitBody, result: ConsignUnit },
    Update: {
      method: 'PUT',
      summary: 'Changes a consigning unit (admin: any; a consignor: its own).',
      access: ownOrAdmin,
      body: UpdateConsignUnitBody,
      result: ConsignUnit,
    },
    Delete: {
      method: 'DELETE',
      summary: 'Deletes a consigning unit no record refers to.',
      query: IdQuery,
      result: NoResult,
    },
    ChangeConsginUnitActive: {
      method: 'POST',
      summary: 'Switches a consigning unit on or off.',
      body: ConsignUnitActiveBody,
      result: NoResult,
    },
    ...unitManagementOperations,
  },
});
