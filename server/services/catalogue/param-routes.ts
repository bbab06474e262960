import { TuTestParam } from '../../../contracts/api/catalogue';
import { pageOf } from '../../lib/paging';
import { serve } from '../../lib/routes';
import { ownLab } from './access';
import { createParam, deleteParam, paramList, refParams, updateParam } from './params';
import { paramsOfSample } from './service';

/** The handlers of TuTestParam (contracts/api/catalogue.ts). */
export const testParamRoutes = serve(TuTestParam, (db) => ({
  GetParamBySampleId: (call) => paramsOfSample(db, call.query.sampleId.toLowerCase()),
  GetParamTree: ({ query }) => {
    const { testUnitId, sampleId, search, sorting } = query;
    return paramList(
      db,
      { testUnitId: testUnitId.toLowerCase(), sampleId: sampleId?.toLowerCase(), search, sorting },
      pageOf(query),
    );
  },
  CreateParam: ({ user, body }) => createParam(db, ownLab(user), user.id, body),
  UpdateParam: ({ user, body }) => updateParam(db, ownLab(user), user.id, body),
  DeleteParam: ({ user, query }) => deleteParam(db, ownLab(user), user.id, query.id.toLowerCase()),
  RefTestParam: ({ user, body }) => refParams(db, ownLab(user), user.id, body.sampleId.toLowerCase(), body.paramIds),
}));
