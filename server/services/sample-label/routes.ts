import { SampleLabel } from '../../../contracts/api/sample-label';
import { serve } from '../../lib/routes';
import { bindLabel, voidLabel } from './binding';
import { witnessQueue } from './queue';
import { consignLabels, labelTrail } from './reads';
import { labelForReception, receiveLabel } from './reception';
import { sendWitnessCode, witnessLabels } from './witness';

/** The handlers of SampleLabel (contracts/api/sample-label.ts). */
const sampleLabelRoutes = serve(SampleLabel, (db) => ({
  GetConsignLabels: ({ user, language, query }) => consignLabels(db, user, language, query.consignId),
  VoidLabel: ({ user, language, body }) => voidLabel(db, user, language, body),
  BindLabel: ({ user, language, body }) => bindLabel(db, user, language, body),
  SendWitnessCode: ({ user, language, body, request }) => sendWitnessCode(db, user, language, body, request.ip),
  WitnessLabels: ({ user, language, body, request }) => witnessLabels(db, user, language, body, request.ip),
  GetWitnessQueue: ({ user, query }) => witnessQueue(db, user, query),
  GetLabelForReception: ({ user, language, query }) => labelForReception(db, user, language, query.labelCode),
  ReceiveLabel: ({ user, language, body }) => receiveLabel(db, user, language, body.labelCode),
  GetCustodyTrail: ({ user, query }) => labelTrail(db, user, query.labelId),
}));

export default sampleLabelRoutes;
