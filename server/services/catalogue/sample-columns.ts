import type { SampleFields } from '../../../contracts/sys-library';
import { invalidInput } from '../../lib/errors';
import { blankToNull } from '../../lib/text';

// The columns a sample has in both trees, a lab's catalogue and the system library.

/** The columns of a sample input, lab's or library's (name trimmed and required, blanks null). */
export function sampleColumnsOf(input: SampleFields) {
  const sampleName = input.sampleName.trim();
  if (!sampleName) throw invalidInput('sampleName', 'errors.validation.required');
  return {
    sampleName,
    sampleCode: blankToNull(input.sampleCode),
    description: blankToNull(input.description),
    countRequire: blankToNull(input.countRequire),
    sampleStatusRequire: blankToNull(input.sampleStatusRequire),
    defaultSampleDescription: blankToNull(input.defaultSampleDescription),
    otherRequire: blankToNull(input.otherRequire),
  };
}
