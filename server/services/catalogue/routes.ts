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
import { UserFacingError } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { Permission } from '../../lib/permissions';
import { del, get, post, put, routeTable } from '../../lib/routes';
import { fileOf } from '../../lib/uploads';
import { requirePermission } from '../../plugins/auth';
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

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * /api/services/app/TuTestSample: a lab's sample catalogue. Anyone signed in reads an active lab's tree;
 * only the lab's own staff change it (the lab is the caller's unit, so another lab's id is 404).
 */
export const testSampleRoutes = routeTable('TuTestSample', requirePermission(Permission.CatalogueManage), (db) => [
  get('/GetSampleTree', { access: 'signed-in', query: SampleTreeQuery, result: SampleTree }, ({ query }) =>
    sampleTree(db, query.testUnitId.toLowerCase()),
  ),
  get(
    '/SearchTestSample',
    { access: 'signed-in', query: SampleSearchQuery, result: PagedResult(SampleSearchRow) },
    ({ query }) => searchSamples(db, query.testUnitId.toLowerCase(), query.name, pageOf(query)),
  ),
  get('/GetTestSample', { access: 'signed-in', query: IdQuery, result: TestSample }, ({ query }) =>
    testSample(db, query.id.toLowerCase()),
  ),
  post('/CreateTestSample', { body: CreateSampleBody, result: TestSample }, ({ user, body }) =>
    createSample(db, ownLab(user), user.id, body),
  ),
  put('/UpdateTestSample', { body: UpdateSampleBody, result: TestSample }, ({ user, body }) =>
    updateSample(db, ownLab(user), user.id, body),
  ),
  post('/MoveTestSample', { body: MoveSampleBody, result: TestSample }, ({ user, body }) =>
    moveSample(db, ownLab(user), user.id, body.id.toLowerCase(), body.parentId),
  ),
  del('/DeleteTestSample', { query: IdQuery, result: NoResult }, ({ user, query }) =>
    deleteSample(db, ownLab(user), user.id, query.id.toLowerCase()),
  ),
  post('/CopyFromSysTestSample', { body: CopySysSampleBody, result: TestSample }, async ({ user, body }) =>
    testSample(db, await copyFromSystem(db, ownLab(user), user.id, body)),
  ),
  post('/ResetByTemplate', { result: NoResult }, ({ user }) => resetToLibrary(db, ownLab(user), user.id)),
  post('/ClearTestSample', { result: NoResult }, ({ user }) => clearCatalogue(db, ownLab(user), user.id)),
  get('/DownloadImportTemplate', { produces: [XLSX] }, async ({ language, reply }) => {
    const file = await importTemplate(language);
    return reply
      .header('content-type', XLSX)
      .header('content-disposition', 'attachment; filename="catalogue-template.xlsx"')
      .send(file);
  }),
  post(
    '/ImportTestSample',
    {
      upload: MAX_IMPORT_BYTES,
      description: `multipart/form-data with one file field (an .xlsx of at most ${MAX_IMPORT_BYTES} bytes)`,
      result: ImportResult,
    },
    async ({ user, body }) => {
      const testUnitId = ownLab(user);
      const file = fileOf(body);
      if (!file) throw new UserFacingError('errors.catalogue.import.noFile', 400, {}, {}, ['file']);
      if (file.size > MAX_IMPORT_BYTES) throw new UserFacingError('errors.payloadTooLarge', 413);
      return importRows(db, testUnitId, user.id, await readWorkbook(Buffer.from(await file.arrayBuffer())));
    },
  ),
]);
