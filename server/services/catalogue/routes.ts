import { TuTestSample, XLSX } from '../../../contracts/api/catalogue';
import { MAX_IMPORT_BYTES } from '../../../contracts/catalogue';
import { UserFacingError } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { serve } from '../../lib/routes';
import { fileOf } from '../../lib/uploads';
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
import { importTemplate, readWorkbook } from './workbook';

/** The handlers of TuTestSample (contracts/api/catalogue.ts). */
export const testSampleRoutes = serve(TuTestSample, (db) => ({
  GetSampleTree: ({ query }) => sampleTree(db, query.testUnitId.toLowerCase()),
  SearchTestSample: ({ query }) => searchSamples(db, query.testUnitId.toLowerCase(), query.name, pageOf(query)),
  GetTestSample: ({ query }) => testSample(db, query.id.toLowerCase()),
  CreateTestSample: ({ user, body }) => createSample(db, ownLab(user), user.id, body),
  UpdateTestSample: ({ user, body }) => updateSample(db, ownLab(user), user.id, body),
  MoveTestSample: ({ user, body }) => moveSample(db, ownLab(user), user.id, body.id.toLowerCase(), body.parentId),
  DeleteTestSample: ({ user, query }) => deleteSample(db, ownLab(user), user.id, query.id.toLowerCase()),
  CopyFromSysTestSample: async ({ user, body }) =>
    testSample(db, await copyFromSystem(db, ownLab(user), user.id, body)),
  ResetByTemplate: ({ user }) => resetToLibrary(db, ownLab(user), user.id),
  ClearTestSample: ({ user }) => clearCatalogue(db, ownLab(user), user.id),
  DownloadImportTemplate: async ({ language, reply }) => {
    const file = await importTemplate(language);
    return reply
      .header('content-type', XLSX)
      .header('content-disposition', 'attachment; filename="catalogue-template.xlsx"')
      .send(file);
  },
  ImportTestSample: async ({ user, body }) => {
    const testUnitId = ownLab(user);
    const file = fileOf(body);
    if (!file) throw new UserFacingError('errors.catalogue.import.noFile', 400, {}, {}, ['file']);
    if (file.size > MAX_IMPORT_BYTES) throw new UserFacingError('errors.payloadTooLarge', 413);
    return importRows(db, testUnitId, user.id, await readWorkbook(Buffer.from(await file.arrayBuffer())));
  },
}));
