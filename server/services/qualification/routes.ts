import { IdQuery, NoResult } from '../../../contracts/common';
import {
  AddQualificationsBody,
  CreateQualificationBody,
  LabQualificationsQuery,
  Qualification,
  QualificationList,
  QualificationNames,
  QualificationNameTexts,
  UpdateQualificationBody,
} from '../../../contracts/qualification';
import { UnitType } from '../../lib/enums';
import { del, get, post, put, routeTable } from '../../lib/routes';
import { requireUnitManager } from '../unit-address/access';
import {
  addQualifications,
  createQualification,
  deleteQualification,
  getQualification,
  listQualifications,
  qualificationNameList,
  updateQualification,
} from './service';

/** /api/services/app/TuQualification: a lab's qualifications; admin any lab, a lab its own. */
export const tuQualificationRoutes = routeTable('TuQualification', requireUnitManager(UnitType.TestUnit), (db) => [
  get(
    ['/GetTuQualifications', '/GetAll'],
    { access: 'signed-in', query: LabQualificationsQuery, result: QualificationList },
    ({ user, query }) => listQualifications(db, user, query.testUnitId),
  ),
  get('/Get', { query: IdQuery, result: Qualification }, ({ user, query }) => getQualification(db, user, query.id)),
  post('/Create', { body: CreateQualificationBody, result: Qualification }, ({ user, body }) =>
    createQualification(db, user, body),
  ),
  put('/Update', { body: UpdateQualificationBody, result: Qualification }, ({ user, body }) =>
    updateQualification(db, user, body),
  ),
  del('/Delete', { query: IdQuery, result: NoResult }, ({ user, query }) => deleteQualification(db, user, query.id)),
  post('/AddQualification', { body: AddQualificationsBody, result: QualificationList }, ({ user, body }) =>
    addQualifications(db, user, body),
  ),
]);

/** /api/services/app/Qualification: the platform's list of qualification names (for filters and AddQualification). */
export const qualificationRoutes = routeTable('Qualification', 'signed-in', (db) => [
  get('/GetQualificationNameList', { result: QualificationNameTexts }, async () =>
    (await qualificationNameList(db)).map((q) => q.name),
  ),
  get('/GetAll', { result: QualificationNames }, () => qualificationNameList(db)),
]);
