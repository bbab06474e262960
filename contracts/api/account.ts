import {
  ApproveRegistrationBody,
  RefuseRegistrationBody,
  RegisterBody,
  RegisterResult,
  RegistrationListQuery,
  RegistrationRow,
  UnitNameAvailability,
  UnitNameAvailabilityBody,
} from '../account';
import { NoResult, PagedResult } from '../common';
import { Permission } from '../permissions';
import { TenantAvailability, TenantAvailabilityBody } from '../tenant';
import { service } from './manifest';

/**
 * /api/services/app/Account: which tenant a sign-in names (IsTenantAvailable, ABP's), a consigning unit registers
 * itself (IsUnitNameAvailable, Register), and the administrator decides on registrations that wait for approval
 * (GetRegistrations, ApproveRegistration, RefuseRegistration: this product's own).
 */
export const Account = service({
  path: 'services/app/Account',
  tag: 'Account',
  access: { permission: [Permission.ConsignUnitsManage] },
  operations: {
    IsTenantAvailable: {
      method: 'POST',
      summary: 'Tells whether a tenant of that name exists and is switched on.',
      access: 'anyone',
      body: TenantAvailabilityBody,
      result: TenantAvailability,
    },
    IsUnitNameAvailable: {
      method: 'POST',
      summary: 'Tells whether a consigning unit name is still free (rate-limited per address).',
      access: 'anyone',
      body: UnitNameAvailabilityBody,
      result: UnitNameAvailability,
    },
    Register: {
      method: 'POST',
      summary: 'Registers a consigning unit and its first user, to be approved by the administrator.',
      access: 'anyone',
      body: RegisterBody,
      result: RegisterResult,
    },
    GetRegistrations: {
      method: 'GET',
      summary: 'Lists the registrations, those waiting for approval first.',
      query: RegistrationListQuery,
      result: PagedResult(RegistrationRow),
    },
    ApproveRegistration: {
      method: 'POST',
      summary: 'Approves a registration: its unit and user become active.',
      body: ApproveRegistrationBody,
      result: NoResult,
    },
    RefuseRegistration: {
      method: 'POST',
      summary: 'Refuses a registration, with a reason.',
      body: RefuseRegistrationBody,
      result: NoResult,
    },
  },
});
