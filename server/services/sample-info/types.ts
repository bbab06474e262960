// What a client sends for a sample (SaveConsignInfo's samples, SaveBuSampleInfo), as the services read it.

export interface SampleParamInput {
  tuTestParamId: string;
  count?: number;
}

export interface SampleChildInput {
  ageWaitTime: number;
  projectPart?: string | null;
  orderIndex: number;
}

/** A value for one property the lab defines on the catalogue sample; '' means not given. */
export interface SamplePropertyInput {
  testSamplePropertyId: string;
  value: string;
}

export interface SampleInput {
  id?: string;
  testUnitSampleId: string;
  testGroupCount?: number;
  specificationType?: string | null;
  produceInfo?: string | null;
  extractAddress?: string | null;
  testSampleDescription?: string | null;
  projectOrPurpose?: string | null;
  afterTestOperate?: number | null;
  memo?: string | null;
  params: SampleParamInput[];
  children?: SampleChildInput[];
  properties?: SamplePropertyInput[];
  /** Earlier samples this one refers to (each stored as the pair beRefSampleId = this sample, refSampleId). */
  refSampleIds?: string[];
}

/** Where the samples go: the consignment, its lab, the consigning unit and the project references must share. */
export interface SampleScope {
  consignId: string;
  testUnitId: string;
  consignUnitId: string;
  projectId: string | null;
}
