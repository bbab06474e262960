// Where a consignment's labels are printed, bound, witnessed and received (the routes in src/router/routes.ts), for the
// screens that link there: the consignment's detail, the booking wizard's last step, the lab's list and its batch
// confirm, the witness's queue and messages.
export const labelsPath = (consignId: string) => `/ConsignInfo/sampleLabels/${consignId}`;
export const samplingPath = (consignId: string) => `/ConsignInfo/sampling/${consignId}`;
/** The lab's reception, showing what one consignment still awaits when `consignId` is given. */
export const receptionPath = (consignId?: string) =>
  `/BusinessManagement/sampleReception${consignId ? `?consignId=${encodeURIComponent(consignId)}` : ''}`;
/** The witness's queue and one consignment's witness page: for the witness's own account, of whatever unit. */
export const WITNESS_QUEUE_PATH = '/ConsignInfo/witnessQueue';
export const witnessPath = (consignId: string) => `/ConsignInfo/witness/${consignId}`;
