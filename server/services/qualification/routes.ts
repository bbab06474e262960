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
    {
      summary: "Lists a lab's qualifications in its order.",
      access: 'signed-in',
      query: LabQualificationsQuery,
      result: QualificationList,
    },
    ({ user, query }) => listQualifications(db, user, query.testUnitId),
  ),
  get(
    '/Get',
    { summary: 'Reads one qualification of a lab.', query: IdQuery, result: Qualification },
    ({ user, query }) => getQualification(db, user, query.id),
  ),
  post(
    '/Create',
    { summary: 'Adds a qualification to a lab.', body: CreateQualificationBody, result: Qualification },
    ({ user, body }) => createQualification(db, user, body),
  ),
  put(
    '/Update',
    { summary: 'Changes a qualification of a lab.', body: UpdateQualificationBody, result: Qualification },
    ({ user, body }) => updateQualification(db, user, body),
  ),
  del(
    '/Delete',
    { summary: 'Deletes a qualification of a lab.', query: IdQuery, result: NoResult },
    ({ user, query }) => deleteQualification(db, user, query.id),
  ),
  post(
    '/AddQualification',
    {
      summary: "Adds names from the platform's qualification list to a lab, skipping those it holds.",
      body: AddQualificationsBody,
      result: QualificationList,
    },
    ({ user, body }) => addQualifications(db, user, body),
  ),
]);

/** /api/services/app/Qualification: the platform's list of qualification names (for filters and AddQualification). */
export const qualificationRoutes = routeTable('Qualification', 'signed-in', (db) => [
  get(
    '/GetQualificationNameList',
    { summary: "Lists the names of the platform's qualification list.", result: QualificationNameTexts },
    async () => (await qualificationNameList(db)).map((q) => q.name),
  ),
  get('/GetAll', { summary: "Lists the platform's qualification list with ids.", result: QualificationNames }, () =>
    qualificationNameList(db),
  ),
]);
