// Where the booking screens live (src/router/routes.ts) and which list belongs to which booking type.
import { type BookingType, ConsignType } from '../../../machines/consignment';

export const LIST_PATH: Record<BookingType, string> = {
  [ConsignType.OnSite]: '/ConsignInfo/sitePreConsignInfo',
  [ConsignType.Handover]: '/ConsignInfo/payCompletionPreConsignInfo',
};
export const FORM_PATH = '/ConsignInfo/addSitePreConsignInfo';
export const AUDIT_PATH = '/BusinessManagement/auditSitePreConsignInfo';

/** The consignor's form (or read-only detail once committed) of a booking, or a new one of `type`. */
export const formPath = (type: BookingType, id?: string | null) =>
  `${FORM_PATH}?type=${type}${id ? `&id=${encodeURIComponent(id)}` : ''}`;
export const auditPath = (id: string) => `${AUDIT_PATH}?id=${encodeURIComponent(id)}`;

export const isBookingType = (value: number | null | undefined): value is BookingType =>
  value === ConsignType.OnSite || value === ConsignType.Handover;
