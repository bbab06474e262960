import { NoResult } from '../common';
import {
  BindLabelBody,
  ConsignLabels,
  ConsignLabelsQuery,
  CustodyTrail,
  CustodyTrailQuery,
  LabelCodeQuery,
  LabelForReception,
  ReceivedLabel,
  ReceiveLabelBody,
  SampleLabelRow,
  SampleLabelRows,
  SendWitnessCodeBody,
  VoidLabelBody,
  WitnessLabelsBody,
  WitnessQueue,
  WitnessQueueQuery,
} from '../sample-label';
import { service } from './manifest';

/**
 * /api/services/app/SampleLabel: each sample's label, from its printing with the commit to its disposal at the lab
 * (machines/sample-label.ts). Who may act is the caller's side of the consignment, checked per call: another unit's
 * label answers 404.
 */
export const SampleLabel = service({
  path: 'services/app/SampleLabel',
  tag: 'SampleLabel',
  access: 'signed-in',
  operations: {
    GetConsignLabels: {
      method: 'GET',
      summary: 'Lists the labels of a consignment (voided ones included) and how many wait for each step.',
      query: ConsignLabelsQuery,
      result: ConsignLabels,
    },
    VoidLabel: {
      method: 'POST',
      summary: 'Voids a label with a reason and prints a fresh one for the same sample (consignor).',
      body: VoidLabelBody,
      result: SampleLabelRow,
    },
    BindLabel: {
      method: 'POST',
      summary: 'Binds a scanned label to its sample on site, with the time, the position and the photos (consignor).',
      body: BindLabelBody,
      result: SampleLabelRow,
    },
    SendWitnessCode: {
      method: 'POST',
      summary: 'Sends a one-time code by SMS to the witness phone of a consignment (consignor).',
      body: SendWitnessCodeBody,
      result: NoResult,
    },
    WitnessLabels: {
      method: 'POST',
      summary: 'Confirms bound labels as the witness: a witness account, or the SMS code sent to the witness phone.',
      body: WitnessLabelsBody,
      result: SampleLabelRows,
    },
    GetWitnessQueue: {
      method: 'GET',
      summary: 'Lists the consignments whose witness the caller is (by its proven mobile) with labels waiting for it.',
      query: WitnessQueueQuery,
      result: WitnessQueue,
    },
    GetLabelForReception: {
      method: 'GET',
      summary: 'Shows a scanned label at the lab’s reception with its photos, witness and trail, or why it is refused.',
      query: LabelCodeQuery,
      result: LabelForReception,
    },
    ReceiveLabel: {
      method: 'POST',
      summary: 'Receives one witnessed sample at the lab; the last one moves the consignment to samples received.',
      body: ReceiveLabelBody,
      result: ReceivedLabel,
    },
    GetCustodyTrail: {
      method: 'GET',
      summary: 'Lists the chain of custody of a label: who did what, when, where, with which photos.',
      query: CustodyTrailQuery,
      result: CustodyTrail,
    },
  },
});
