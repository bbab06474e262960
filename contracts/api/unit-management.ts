import { IdQuery, NoResult } from '../common';
import { AddressBody, AddressList, AddressListQuery, UnitAddress } from '../unit-address';
import { LogoResult, MAX_LOGO_BYTES } from '../unit-logo';

/**
 * The operations every unit type's management service has (BaTestUnit for labs, ConsginUnit for consigning units):
 * the unit's addresses and its logo upload; admin any unit, staff their own.
 */
export const unitManagementOperations = {
  GetAddressList: {
    method: 'GET',
    summary: "Lists the addresses of the caller's unit (admin: of any unit).",
    access: 'signed-in',
    query: AddressListQuery,
    result: AddressList,
  },
  SaveAddress: {
    method: 'POST',
    summary: "Adds or changes an address of the caller's unit.",
    access: 'signed-in',
    body: AddressBody,
    result: UnitAddress,
  },
  DeleteAddress: {
    method: 'DELETE',
    summary: "Deletes an address of the caller's unit.",
    access: 'signed-in',
    query: IdQuery,
    result: NoResult,
  },
  UploadLogo: {
    method: 'POST',
    summary: "Uploads the logo of the caller's unit (admin: of any unit).",
    description: `PNG, JPEG, GIF or WebP up to ${MAX_LOGO_BYTES / 1024} KB in field \`file\`; \`unitId\` for admin.`,
    access: 'signed-in',
    upload: MAX_LOGO_BYTES,
    result: LogoResult,
  },
} as const;
