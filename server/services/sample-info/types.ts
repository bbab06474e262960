// What a client sends for a sample (SaveConsignInfo's samples, SaveBuSampleInfo) is the contract's
// (contracts/sample-info.ts); the services read it under these names.
export type {
  SampleChildInput,
  SampleInput,
  SampleParamInput,
  SamplePropertyInput,
} from '../../../contracts/sample-info';

/** Where the samples go: the consignment, its lab, the consigning unit and the project references must share. */
export interface SampleScope {
  consignId: string;
  testUnitId: string;
  consignUnitId: string;
  projectId: string | null;
}
