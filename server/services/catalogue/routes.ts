import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { envelope } from '../../lib/envelope';
import { Id, Input, Nullable } from '../../lib/schemas';
import { paramsOfSample, sampleTree } from './service';

// A tree of any depth: levelCode allows up to 21 levels, so the node refers to itself.
const SampleTreeNode = Type.Cyclic(
  {
    SampleTreeNode: Type.Object({
      id: Id(),
      label: Type.String(),
      parentId: Nullable(Id()),
      levelCode: Type.String(),
      sampleCode: Nullable(Type.String()),
      children: Type.Array(Type.Ref('SampleTreeNode')),
    }),
  },
  'SampleTreeNode',
);

const CatalogueParam = Type.Object({
  testParamId: Id(),
  testParamCode: Type.String(),
  displayName: Type.String(),
  description: Nullable(Type.String()),
  price: Type.String({ description: 'decimal with two places, e.g. "120.00"' }),
  standardText: Nullable(Type.String({ description: 'test method standard: code and name' })),
});

/** /api/services/app/TuTestSample: a lab's sample catalogue (readable by anyone signed in, active labs only). */
export const testSampleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/GetSampleTree',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['TuTestSample'],
        security: [{ bearer: [] }],
        querystring: Input({ testUnitId: Id() }),
        response: envelope(Type.Array(SampleTreeNode)),
      },
    },
    async (request) => sampleTree(app.db, request.query.testUnitId),
  );
};

/** /api/services/app/TuTestParam: the priced parameters of a catalogue sample. */
export const testParamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/GetParamBySampleId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['TuTestParam'],
        security: [{ bearer: [] }],
        querystring: Input({ sampleId: Id() }),
        response: envelope(Type.Array(CatalogueParam)),
      },
    },
    async (request) => paramsOfSample(app.db, request.query.sampleId),
  );
};
