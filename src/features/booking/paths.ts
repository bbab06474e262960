// Addresses of the consignor's consignment screens (src/router/routes.ts, /ConsignInfo group).
export const CONSIGNOR_LIST_PATH = '/ConsignInfo/rawMateriaConsignInfo';
export const WIZARD_PATH = '/ConsignInfo/addConsignInfo';
export const consignorDetailPath = (id: string): string => `/ConsignInfo/consignInfoDetail/${encodeURIComponent(id)}`;
export const wizardPathFor = (id: string): string => `${WIZARD_PATH}?id=${encodeURIComponent(id)}`;
