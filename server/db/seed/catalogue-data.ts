// Demo catalogue of a highway/waterway testing lab: two top-level groups, six sample kinds,
// priced parameters with their test method standards. Prices in CNY. The data is catalogue-data.json;
// this module types it and refuses a sample or parameter that names a standard not listed there.
import data from './catalogue-data.json';

export interface StandardSeed {
  code: string;
  name: string;
}

export interface ParamSeed {
  code: string;
  name: string;
  price: string;
  /** The code of a standard in STANDARDS. */
  method: string;
  description?: string;
}

export interface SampleSeed {
  code: string;
  name: string;
  /** Codes of standards in STANDARDS. */
  judgement: string;
  method: string;
  countRequire: string;
  params: ParamSeed[];
}

export const STANDARDS: readonly StandardSeed[] = data.standards;

export const CATALOGUE: readonly { code: string; name: string; samples: SampleSeed[] }[] = data.catalogue;

const listed = new Set(STANDARDS.map((standard) => standard.code));
for (const sample of CATALOGUE.flatMap((group) => group.samples)) {
  for (const code of [sample.judgement, sample.method, ...sample.params.map((param) => param.method)]) {
    if (!listed.has(code)) throw new Error(`catalogue-data.json: ${sample.code} names the unlisted standard ${code}`);
  }
}
