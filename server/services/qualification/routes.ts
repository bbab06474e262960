import { Qualifications, TuQualification } from '../../../contracts/api/qualification';
import { serve } from '../../lib/routes';
import {
  addQualifications,
  createQualification,
  deleteQualification,
  getQualification,
  listQualifications,
  qualificationNameList,
  updateQualification,
} from './service';

/** The handlers of TuQualification (contracts/api/qualification.ts). */
export const tuQualificationRoutes = serve(TuQualification, (db) => ({
  GetTuQualifications: ({ user, query }) => listQualifications(db, user, query.testUnitId),
  Get: ({ user, query }) => getQualification(db, user, query.id),
  Create: ({ user, body }) => createQualification(db, user, body),
  Update: ({ user, body }) => updateQualification(db, user, body),
  Delete: ({ user, query }) => deleteQualification(db, user, query.id),
  AddQualification: ({ user, body }) => addQualifications(db, user, body),
}));

/** The handlers of Qualification (contracts/api/qualification.ts). */
export const qualificationRoutes = serve(Qualifications, (db) => ({
  GetQualificationNameList: async () => (await qualificationNameList(db)).map((q) => q.name),
  GetAll: () => qualificationNameList(db),
}));
