import { IdQuery, PerIdResult } from '../common';
import {
  CommitQuery,
  ConsignList,
  ConsignLog,
  ConsignLogQuery,
  Consignment,
  CreateBody,
  DeleteQuery,
  IdsBody,
  IdsShortBody,
  ListQuery,
  MailBody,
  MobileListQuery,
  PreConsignList,
  PreListQuery,
  QualificationOptions,
  QualificationOptionsQuery,
  ReasonBody,
  SaveBody,
  SyncBody,
} from '../consign-info';
import { service } from './manifest';

/**
 * /api/services/app/BuConsignInfo: raw-material consignments and the workflow actions every consignment takes.
 * The operation names are the product's wire names, misspellings included (GetRawMateriaConsignInfoList,
 * CreateRawMateriaConsingInfo, GetConsingInfo). Each action runs on every id on its own and answers per id.
 */
export const BuConsignInfo = service({
  path: 'services/app/BuConsignInfo',
  tag: 'BuConsignInfo',
  access: 'signed-in',
  operations: {
    GetRawMateriaConsignInfoList: {
      method: 'GET',
      summary: 'Lists the raw-material consignments the caller may see, with counts per status.',
      query: ListQuery,
      result: ConsignList,
    },
    GetRawMateriaConsignInfoList_Mobile: {
      method: 'GET',
      summary: 'Lists raw-material consignments as the mobile app asks (also filtered by lab name).',
      query: MobileListQuery,
      result: ConsignList,
    },
    CreateRawMateriaConsingInfo: {
      method: 'POST',
      summary: 'Creates a draft raw-material consignment to a lab and assigns its code.',
      body: CreateBody,
      result: Consignment,
    },
    GetConsingInfo: {
      method: 'GET',
      summary: 'Reads one consignment with its samples, price and the actions the caller may take now.',
      query: IdQuery,
      result: Consignment,
    },
    SaveConsignInfo: {
      method: 'POST',
      summary: 'Saves a draft or returned consignment; samples, when sent, replace its samples.',
      body: SaveBody,
      result: Consignment,
    },
    CopyConsignInfo: {
      method: 'POST',
      summary: 'Copies consignments into new drafts; the succeeded ids are the new ones.',
      body: IdsBody,
      result: PerIdResult,
    },
    CommitConsignInfo: {
      method: 'POST',
      summary: 'Submits consignments to their lab; an incomplete one fails naming its missing fields.',
      query: CommitQuery,
      result: PerIdResult,
    },
    DeleteConsignInfo: {
      method: 'DELETE',
      summary: 'Deletes draft consignments.',
      query: DeleteQuery,
      result: PerIdResult,
    },
    PassAuditConsignInfo: {
      method: 'POST',
      summary: 'A lab accepts submitted consignments.',
      body: IdsBody,
      result: PerIdResult,
    },
    NoPassAuditConsignInfo: {
      method: 'POST',
      summary: 'A lab returns submitted consignments to their consignor, with a reason.',
      body: ReasonBody,
      result: PerIdResult,
    },
    CancelConsignInfo: {
      method: 'POST',
      summary: 'Cancels consignments, with a reason.',
      body: ReasonBody,
      result: PerIdResult,
    },
    ConfirmSample: {
      method: 'POST',
      summary: 'A lab confirms it received the samples (or, for a booking, that the on-site test is done).',
      body: IdsShortBody,
      result: PerIdResult,
    },
    SyncUpdateConsignInfo: {
      method: 'POST',
      summary: 'A lab corrects the contact and memo fields of consignments; the log says what changed.',
      body: SyncBody,
      result: PerIdResult,
    },
    SetMailOrderNumber: {
      method: 'POST',
      summary: 'Sets the express number the consignor sent the samples with.',
      body: MailBody,
      result: PerIdResult,
    },
    GetConsignLog: {
      method: 'GET',
      summary: 'Lists the log of a consignment, oldest first.',
      query: ConsignLogQuery,
      result: ConsignLog,
    },
    GetPreConsignInfoLinkSample: {
      method: 'GET',
      summary: 'Lists the consignments addressed to the caller’s lab (never drafts), with counts per status.',
      query: PreListQuery,
      result: PreConsignList,
    },
    GetTuQualificationsByTestUnitId: {
      method: 'GET',
      summary: 'Lists the qualifications of a lab a consignment may name.',
      query: QualificationOptionsQuery,
      result: QualificationOptions,
    },
  },
});
