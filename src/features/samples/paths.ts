// Where a consignment's labels are printed and bound (the routes in src/router/routes.ts), for the screens that link
// there: the consignment's detail, the booking wizard's last step, the lab's list and its batch confirm.
export const labelsPath = (consignId: string) => `/ConsignInfo/sampleLabels/${consignId}`;
export const samplingPath = (consignId: string) => `/ConsignInfo/sampling/${consignId}`;
/** The lab's reception, showing what one consignment still awaits when `consignId` is given. */
export const receptionPath = (consignId?: string) =>
  `/BusinessManagement/sampleReception${consignId ? `?consignId=${encodeURIComponent(consignId)}` : ''}`;
