import { BaTestUnit } from '../../../contracts/api/test-unit';
import { UnitType } from '../../lib/enums';
import { pageOf, pageOfNumber } from '../../lib/paging';
import { unitManagement } from '../unit-management';
import {
  addTestUnit,
  changeTestUnitActive,
  deleteTestUnit,
  listTestUnits,
  newIntegratedCode,
  testUnitById,
  testUnitConfig,
  updateTestUnit,
} from './admin';
import { listUnits, unitDetail, unitPriceList } from './service';

/** The handlers of BaTestUnit (contracts/api/test-unit.ts): the bookable labs and their management. */
const testUnitRoutes = unitManagement(UnitType.TestUnit, BaTestUnit, (db) => ({
  GetAllUnit: ({ query }) => {
    const { currPage, maxPage, qualificationSort, ...filter } = query;
    return listUnits(
      db,
      { ...filter, qualificationSort: qualificationSort || undefined },
      pageOfNumber({ currPage, maxPage }),
    );
  },
  GetUnitDetail: ({ query }) => unitDetail(db, query.id.toLowerCase()),
  GetUnitPriceList: ({ query }) => unitPriceList(db, query, pageOf(query)),
  GetTestUnit: (call) => listTestUnits(db, call.query, pageOf(call.query)),
  GetTestUnitById: ({ user, query }) => testUnitById(db, user, query.testUnitID),
  Get: ({ user, query }) => testUnitById(db, user, query.id),
  AddTestUnit: ({ user, body }) => addTestUnit(db, user, body),
  UpdateTestUnit: (call) => updateTestUnit(db, call.user, call.body),
  Delete: ({ user, query }) => deleteTestUnit(db, user, query.id),
  ChangeTestUnitActive: ({ user, body }) => changeTestUnitActive(db, user, body.unitId, body.isActive),
  NewIntegratedCode: ({ user }) => newIntegratedCode(user),
  GetTestUnitConfig: (call) => testUnitConfig(db, call.query.unitId),
}));

export default testUnitRoutes;
