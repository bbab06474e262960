// Where a consignment's labels are printed and bound (the routes in src/router/routes.ts), for the screens that link
// there: the consignment's detail and the booking wizard's last step.
export const labelsPath = (consignId: string) => `/ConsignInfo/sampleLabels/${consignId}`;
export const samplingPath = (consignId: string) => `/ConsignInfo/sampling/${consignId}`;
