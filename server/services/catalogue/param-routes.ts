import {
  CatalogueParams,
  CreateParamBody,
  ParamListQuery,
  ParamRow,
  ParamsOfSampleQuery,
  RefParamBody,
  UpdateParamBody,
} from '../../../contracts/catalogue';
import { IdQuery, NoResult, PagedResult } from '../../../contracts/common';
import { pageOf } from '../../lib/paging';
import { Permission } from '../../lib/permissions';
import { del, get, post, put, routeTable } from '../../lib/routes';
import { requirePermission } from '../../plugins/auth';
import { ownLab } from './access';
import { createParam, deleteParam, paramList, refParams, updateParam } from './params';
import { paramsOfSample } from './service';

/** /api/services/app/TuTestParam: the priced parameters of a lab's catalogue samples; the lab's own staff change them. */
export const testParamRoutes = routeTable('TuTestParam', requirePermission(Permission.CatalogueManage), (db) => [
  get('/GetParamBySampleId', { access: 'signed-in', query: ParamsOfSampleQuery, result: CatalogueParams }, (call) =>
    paramsOfSample(db, call.query.sampleId.toLowerCase()),
  ),
  get('/GetParamTree', { access: 'signed-in', query: ParamListQuery, result: PagedResult(ParamRow) }, ({ query }) => {
    const { testUnitId, sampleId, search, sorting } = query;
    return paramList(
      db,
      { testUnitId: testUnitId.toLowerCase(), sampleId: sampleId?.toLowerCase(), search, sorting },
      pageOf(query),
    );
  }),
  post('/CreateParam', { body: CreateParamBody, result: ParamRow }, ({ user, body }) =>
    createParam(db, ownLab(user), user.id, body),
  ),
  put('/UpdateParam', { body: UpdateParamBody, result: ParamRow }, ({ user, body }) =>
    updateParam(db, ownLab(user), user.id, body),
  ),
  del('/DeleteParam', { query: IdQuery, result: NoResult }, ({ user, query }) =>
    deleteParam(db, ownLab(user), user.id, query.id.toLowerCase()),
  ),
  post('/RefTestParam', { body: RefParamBody, result: PagedResult(ParamRow) }, ({ user, body }) =>
    refParams(db, ownLab(user), user.id, body.sampleId.toLowerCase(), body.paramIds),
  ),
]);
