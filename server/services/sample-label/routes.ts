import { SampleLabel } from '../../../contracts/api/sample-label';
import { UserFacingError } from '../../lib/errors';
import { serve } from '../../lib/routes';

const notYet = (): never => {
  throw new UserFacingError('errors.notImplemented', 501);
};

/** The handlers of SampleLabel (contracts/api/sample-label.ts). */
const sampleLabelRoutes = serve(SampleLabel, () => ({
  GetConsignLabels: notYet,
  VoidLabel: notYet,
  BindLabel: notYet,
  SendWitnessCode: notYet,
  WitnessLabels: notYet,
  GetLabelForReception: notYet,
  ReceiveLabel: notYet,
  GetCustodyTrail: notYet,
}));

export default sampleLabelRoutes;
