import { IdQuery, NoResult } from '../common';
import {
  AddQualificationsBody,
  CreateQualificationBody,
  LabQualificationsQuery,
  Qualification,
  QualificationList,
  QualificationNames,
  QualificationNameTexts,
  UpdateQualificationBody,
} from '../qualification';
import { service } from './manifest';

/** /api/services/app/TuQualification: a lab's qualifications; admin any lab, a lab its own. */
export const TuQualification = service({
  path: 'services/app/TuQualification',
  tag: 'TuQualification',
  access: { unitManager: 'TestUnit' },
  operations: {
    GetTuQualifications: {
      method: 'GET',
      summary: "Lists a lab's qualifications in its order.",
      paths: ['/GetTuQualifications', '/GetAll'],
      access: 'signed-in',
      query: LabQualificationsQuery,
      result: QualificationList,
    },
    Get: { method: 'GET', summary: 'Reads one qualification of a lab.', query: IdQuery, result: Qualification },
    Create: {
      method: 'POST',
      summary: 'Adds a qualification to a lab.',
      body: CreateQualificationBody,
      result: Qualification,
    },
    Update: {
      method: 'PUT',
      summary: 'Changes a qualification of a lab.',
      body: UpdateQualificationBody,
      result: Qualification,
    },
    Delete: { method: 'DELETE', summary: 'Deletes a qualification of a lab.', query: IdQuery, result: NoResult },
    AddQualification: {
      method: 'POST',
      summary: "Adds names from the platform's qualification list to a lab, skipping those it holds.",
      body: AddQualificationsBody,
      result: QualificationList,
    },
  },
});

/** /api/services/app/Qualification: the platform's list of qualification names (for filters and AddQualification). */
export const Qualifications = service({
  path: 'services/app/Qualification',
  tag: 'Qualification',
  access: 'signed-in',
  operations: {
    GetQualificationNameList: {
      method: 'GET',
      summary: "Lists the names of the platform's qualification list.",
      result: QualificationNameTexts,
    },
    GetAll: { method: 'GET', summary: "Lists the platform's qualification list with ids.", result: QualificationNames },
  },
});
