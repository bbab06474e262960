import { ConsginUnit } from '../../../contracts/api/consign-unit';
import { UnitType } from '../../lib/enums';
import { pageOf } from '../../lib/paging';
import { unitManagement } from '../unit-management';
import {
  changeConsignUnitActive,
  consignUnitById,
  createConsignUnit,
  deleteConsignUnit,
  listConsignUnits,
  updateConsignUnit,
} from './service';

/** The handlers of ConsginUnit (contracts/api/consign-unit.ts), with the unit's addresses and logo. */
const consignUnitRoutes = unitManagement(UnitType.ConsignUnit, ConsginUnit, (db) => ({
  GetConsginUnitListBySys: ({ query }) => listConsignUnits(db, query, pageOf(query)),
  Get: ({ user, query }) => consignUnitById(db, user, query.id),
  Create: ({ user, body }) => createConsignUnit(db, user, body),
  Update: ({ user, body }) => updateConsignUnit(db, user, body),
  Delete: ({ user, query }) => deleteConsignUnit(db, user, query.id),
  ChangeConsginUnitActive: ({ user, body }) => changeConsignUnitActive(db, user, body.unitId, body.isActive),
}));

export default consignUnitRoutes;
