import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CopySysSampleBody,
  CreateSampleBody,
  ImportResult,
  MoveSampleBody,
  SampleSearchQuery,
  SampleSearchRow,
  SampleTree,
  SampleTreeQuery,
  TestSample,
  UpdateSampleBody,
} from '../../../contracts/catalogue';
import { IdQuery, NoResult, PagedResult } from '../../../contracts/common';
import { envelope } from '../../lib/envelope';
import { UserFacingError } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { Permission } from '../../lib/permissions';
import { acceptMultipart, fileOf } from '../../lib/uploads';
import { requirePermission, signedIn } from '../../plugins/auth';
import { ownLab } from './access';
import { importRows } from './import';
import {
  clearCatalogue,
  copyFromSystem,
  createSample,
  deleteSample,
  moveSample,
  resetToLibrary,
  searchSamples,
  testSample,
  updateSample,
} from './samples';
import { sampleTree } from './service';
import { importTemplate, MAX_IMPORT_BYTES, readWorkbook } from './workbook';

const tags = ['TuTestSample'];
const security = [{ bearer: [] }];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * /api/services/app/TuTestSample: a lab's sample catalogue. Anyone signed in reads an active lab's tree;
 * only the lab's own staff change it (the lab is the caller's unit, so another lab's id is 404).
 */
export const testSampleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const lab = { preHandler: requirePermission(Permission.CatalogueManage) };
  acceptMultipart(app, MAX_IMPORT_BYTES);

  app.get(
    '/GetSampleTree',
    {
      preHandler: app.authenticate,
      schema: { tags, security, querystring: SampleTreeQuery, response: envelope(SampleTree) },
    },
    async (request) => sampleTree(db, request.query.testUnitId.toLowerCase()),
  );

  app.get(
    '/SearchTestSample',
    {
      preHandler: app.authenticate,
      schema: { tags, security, querystring: SampleSearchQuery, response: envelope(PagedResult(SampleSearchRow)) },
    },
    async (request) =>
      searchSamples(db, request.query.testUnitId.toLowerCase(), request.query.name, pageOf(request.query)),
  );

  app.get(
    '/GetTestSample',
    {
      preHandler: app.authenticate,
      schema: { tags, security, querystring: IdQuery, response: envelope(TestSample) },
    },
    async (request) => testSample(db, request.query.id.toLowerCase()),
  );

  app.post(
    '/CreateTestSample',
    { ...lab, schema: { tags, security, body: CreateSampleBody, response: envelope(TestSample) } },
    async (request) => {
      const user = signedIn(request);
      return createSample(db, ownLab(user), user.id, request.body);
    },
  );

  app.put(
    '/UpdateTestSample',
    { ...lab, schema: { tags, security, body: UpdateSampleBody, response: envelope(TestSample) } },
    async (request) => {
      const user = signedIn(request);
      return updateSample(db, ownLab(user), user.id, request.body);
    },
  );

  app.post(
    '/MoveTestSample',
    { ...lab, schema: { tags, security, body: MoveSampleBody, response: envelope(TestSample) } },
    async (request) => {
      const user = signedIn(request);
      const { id, parentId } = request.body;
      return moveSample(db, ownLab(user), user.id, id.toLowerCase(), parentId);
    },
  );

  app.delete(
    '/DeleteTestSample',
    { ...lab, schema: { tags, security, querystring: IdQuery, response: envelope(NoResult) } },
    async (request) => {
      const user = signedIn(request);
      return deleteSample(db, ownLab(user), user.id, request.query.id.toLowerCase());
    },
  );

  app.post(
    '/CopyFromSysTestSample',
    { ...lab, schema: { tags, security, body: CopySysSampleBody, response: envelope(TestSample) } },
    async (request) => {
      const user = signedIn(request);
      return testSample(db, await copyFromSystem(db, ownLab(user), user.id, request.body));
    },
  );

  app.post(
    '/ResetByTemplate',
    { ...lab, schema: { tags, security, response: envelope(NoResult) } },
    async (request) => {
      const user = signedIn(request);
      return resetToLibrary(db, ownLab(user), user.id);
    },
  );

  app.post(
    '/ClearTestSample',
    { ...lab, schema: { tags, security, response: envelope(NoResult) } },
    async (request) => {
      const user = signedIn(request);
      return clearCatalogue(db, ownLab(user), user.id);
    },
  );

  app.get(
    '/DownloadImportTemplate',
    { ...lab, schema: { tags, security, produces: [XLSX] } },
    async (request, reply) => {
      const file = await importTemplate(request.language);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', 'attachment; filename="catalogue-template.xlsx"')
        .send(file);
    },
  );

  app.post(
    '/ImportTestSample',
    {
      ...lab,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description: `multipart/form-data with one file field (an .xlsx of at most ${MAX_IMPORT_BYTES} bytes)`,
        response: envelope(ImportResult),
      },
    },
    async (request) => {
      const user = signedIn(request);
      const testUnitId = ownLab(user);
      const file = fileOf(request.body);
      if (!file) throw new UserFacingError('errors.catalogue.import.noFile', 400, {}, {}, ['file']);
      if (file.size > MAX_IMPORT_BYTES) throw new UserFacingError('errors.payloadTooLarge', 413);
      return importRows(db, testUnitId, user.id, await readWorkbook(Buffer.from(await file.arrayBuffer())));
    },
  );
};
