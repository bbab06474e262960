import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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
import { envelope } from '../../lib/envelope';
import { signedIn } from '../../plugins/auth';
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
export const tuQualificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const common = { tags: ['TuQualification'], security: [{ bearer: [] }] };
  const manage = { preHandler: requireUnitManager(UnitType.TestUnit) };
  const db = app.db;

  for (const url of ['/GetTuQualifications', '/GetAll']) {
    app.get(
      url,
      {
        preHandler: app.authenticate,
        schema: {
          ...common,
          querystring: LabQualificationsQuery,
          response: envelope(QualificationList),
        },
      },
      async (request) => listQualifications(db, signedIn(request), request.query.testUnitId),
    );
  }
  app.get(
    '/Get',
    { ...manage, schema: { ...common, querystring: IdQuery, response: envelope(Qualification) } },
    async (request) => getQualification(db, signedIn(request), request.query.id),
  );
  app.post(
    '/Create',
    { ...manage, schema: { ...common, body: CreateQualificationBody, response: envelope(Qualification) } },
    async (request) => createQualification(db, signedIn(request), request.body),
  );
  app.put(
    '/Update',
    { ...manage, schema: { ...common, body: UpdateQualificationBody, response: envelope(Qualification) } },
    async (request) => updateQualification(db, signedIn(request), request.body),
  );
  app.delete(
    '/Delete',
    { ...manage, schema: { ...common, querystring: IdQuery, response: envelope(NoResult) } },
    async (request) => deleteQualification(db, signedIn(request), request.query.id),
  );
  app.post(
    '/AddQualification',
    { ...manage, schema: { ...common, body: AddQualificationsBody, response: envelope(QualificationList) } },
    async (request) => addQualifications(db, signedIn(request), request.body),
  );
};

/** /api/services/app/Qualification: the platform's list of qualification names (for filters and AddQualification). */
export const qualificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const common = { tags: ['Qualification'], security: [{ bearer: [] }] };
  app.get(
    '/GetQualificationNameList',
    { preHandler: app.authenticate, schema: { ...common, response: envelope(QualificationNameTexts) } },
    async () => (await qualificationNameList(app.db)).map((q) => q.name),
  );
  app.get(
    '/GetAll',
    {
      preHandler: app.authenticate,
      schema: { ...common, response: envelope(QualificationNames) },
    },
    async () => qualificationNameList(app.db),
  );
};
