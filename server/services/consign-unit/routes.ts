import { IdQuery, NoResult, PagedResult } from '../../../contracts/common';
import {
  ConsignUnit,
  ConsignUnitActiveBody,
  ConsignUnitIdQuery,
  ConsignUnitListQuery,
  ConsignUnitRow,
  CreateConsignUnitBody,
  UpdateConsignUnitBody,
} from '../../../contracts/consign-unit';
import { UnitType } from '../../lib/enums';
import { pageOf } from '../../lib/paging';
import { del, get, post, put } from '../../lib/routes';
import { unitManagement } from '../unit-management';
import {
  changeConsignUnitActive,
  consignUnitById,
  createConsignUnit,
  deleteConsignUnit,
  listConsignUnits,
  updateConsignUnit,
} from './service';

/**
 * /api/services/app/ConsginUnit: admin keeps every consigning unit; a consignor reads and edits its own (and its
 * addresses and logo).
 */
const consignUnitRoutes = unitManagement(UnitType.ConsignUnit, 'ConsginUnit', (db, ownOrAdmin) => [
  get('/GetConsginUnitListBySys', { query: ConsignUnitListQuery, result: PagedResult(ConsignUnitRow) }, ({ query }) =>
    listConsignUnits(db, query, pageOf(query)),
  ),
  get('/Get', { access: ownOrAdmin, query: ConsignUnitIdQuery, result: ConsignUnit }, ({ user, query }) =>
    consignUnitById(db, user, query.id),
  ),
  post('/Create', { body: CreateConsignUnitBody, result: ConsignUnit }, ({ user, body }) =>
    createConsignUnit(db, user, body),
  ),
  put('/Update', { access: ownOrAdmin, body: UpdateConsignUnitBody, result: ConsignUnit }, ({ user, body }) =>
    updateConsignUnit(db, user, body),
  ),
  del('/Delete', { query: IdQuery, result: NoResult }, ({ user, query }) => deleteConsignUnit(db, user, query.id)),
  post('/ChangeConsginUnitActive', { body: ConsignUnitActiveBody, result: NoResult }, ({ user, body }) =>
    changeConsignUnitActive(db, user, body.unitId, body.isActive),
  ),
]);

export default consignUnitRoutes;
