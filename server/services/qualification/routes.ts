import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Id, Input, Nullable, Str } from '../../../contracts/common';
import { Qualification } from '../../../contracts/test-unit';
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

const CreateBody = Input({
  testUnitId: Type.Optional(Id('the lab (admin); omitted: the caller’s own lab')),
  name: Str(128, { minLength: 1 }),
  sysQualificationId: Type.Optional(Nullable(Id())),
  orderIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
});
const UpdateBody = Input({
  id: Id(),
  name: Type.Optional(Str(128, { minLength: 1 })),
  orderIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
});
const AddBody = Input({
  testUnitId: Type.Optional(Id()),
  sysQualificationIds: Type.Array(Id(), { minItems: 1, maxItems: 100 }),
});

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
          querystring: Input({ testUnitId: Type.Optional(Id()) }),
          response: envelope(Type.Array(Qualification)),
        },
      },
      async (request) => listQualifications(db, signedIn(request), request.query.testUnitId),
    );
  }
  app.get(
    '/Get',
    { ...manage, schema: { ...common, querystring: Input({ id: Id() }), response: envelope(Qualification) } },
    async (request) => getQualification(db, signedIn(request), request.query.id),
  );
  app.post(
    '/Create',
    { ...manage, schema: { ...common, body: CreateBody, response: envelope(Qualification) } },
    async (request) => createQualification(db, signedIn(request), request.body),
  );
  app.put(
    '/Update',
    { ...manage, schema: { ...common, body: UpdateBody, response: envelope(Qualification) } },
    async (request) => updateQualification(db, signedIn(request), request.body),
  );
  app.delete(
    '/Delete',
    { ...manage, schema: { ...common, querystring: Input({ id: Id() }), response: envelope(Type.Null()) } },
    async (request) => deleteQualification(db, signedIn(request), request.query.id),
  );
  app.post(
    '/AddQualification',
    { ...manage, schema: { ...common, body: AddBody, response: envelope(Type.Array(Qualification)) } },
    async (request) => addQualifications(db, signedIn(request), request.body),
  );
};

/** /api/services/app/Qualification: the platform's list of qualification names (for filters and AddQualification). */
export const qualificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const common = { tags: ['Qualification'], security: [{ bearer: [] }] };
  app.get(
    '/GetQualificationNameList',
    { preHandler: app.authenticate, schema: { ...common, response: envelope(Type.Array(Type.String())) } },
    async () => (await qualificationNameList(app.db)).map((q) => q.name),
  );
  app.get(
    '/GetAll',
    {
      preHandler: app.authenticate,
      schema: { ...common, response: envelope(Type.Array(Type.Object({ id: Id(), name: Type.String() }))) },
    },
    async () => qualificationNameList(app.db),
  );
};
