import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Branding, ParamValue, SystemParam } from '../../../contracts/system-param';
import type { Database } from '../../db/client';
import { EMPTY_ID, newId } from '../../db/ids';
import { tenantColumn } from '../../db/schema/columns';
import { systemParams, testUnits } from '../../db/schema/index';
import { UnitType } from '../../lib/enums';
import { forbidden, invalidInput, notFound } from '../../lib/errors';
import type { CurrentUser } from '../../plugins/auth';
import { visibleLab } from '../test-unit/service';

/** Parameters every unit has, with the value used until the unit stores its own. */
export const PARAM_DEFAULTS: Record<string, string> = { IsEnableProjectContractSectName: '0' };

/** Whether a new consigning unit waits for an administrator's approval before it signs in ('0': it signs in at once). */
export const REGISTER_NEEDS_APPROVAL = 'IsRegisterNeedAudit';

/** The platform's own parameters (unitType 0) beside those every unit has. */
const PLATFORM_DEFAULTS: Record<string, string> = { ...PARAM_DEFAULTS, [REGISTER_NEEDS_APPROVAL]: '0' };

const defaultsOf = (unitType: number) => (unitType === UnitType.Platform ? PLATFORM_DEFAULTS : PARAM_DEFAULTS);

export const DEFAULT_LOGO = '/logo.svg';

/** The host of a URL with and without its port ('lab1.localhost:8080', 'lab1.localhost'). */
export function hostsOf(url: string): string[] {
  const text = url.trim();
  if (!text) return [];
  try {
    const parsed = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `http://${text}`);
    return [...new Set([parsed.host.toLowerCase(), parsed.hostname.toLowerCase()])];
  } catch {
    return [];
  }
}

/**
 * The branding of the active test unit whose platform address (jtsyjcAddress, stored with or
 * without scheme and trailing slash) is the URL's host; the platform default otherwise.
 */
export async function brandingForUrl(db: Database, url: string, defaultSystemName: string): Promise<Branding> {
  const hosts = hostsOf(url);
  const fallback: Branding = {
    unitId: null,
    unitName: null,
    logoURL: DEFAULT_LOGO,
    systemName: defaultSystemName,
    iLISReportProgressQueryURL: null,
    icp: null,
  };
  if (hosts.length === 0) return fallback;
  const storedHost = sql`regexp_replace(lower(trim(${testUnits.jtsyjcAddress})), '^[a-z][a-z0-9+.-]*://|/.*$', '', 'g')`;
  const [unit] = await db
    .select()
    .from(testUnits)
    .where(and(visibleLab, inArray(storedHost, hosts)))
    .orderBy(testUnits.creationTime)
    .limit(1);
  if (!unit) return fallback;
  return {
    unitId: unit.id,
    unitName: unit.testUnitName,
    logoURL: unit.logoPath || DEFAULT_LOGO,
    systemName: unit.systemName || defaultSystemName,
    iLISReportProgressQueryURL: unit.iLISReportProgressQueryURL || null,
    icp: unit.icp || null,
  };
}

/**
 * Who reads which unit's parameters: admin any; everyone signed in the platform's (unitType 0);
 * a lab its own unit; a consignor its own unit and any lab's (a lab's switches shape the booking
 * screens consignors fill in, so they are public flags, not secrets).
 */
export function assertCanRead(user: CurrentUser, unitType: number, unitId: string): void {
  if (user.roles.includes('admin') || unitType === UnitType.Platform) return;
  if (unitType === user.unitType && unitId === user.unitId) return;
  if (unitType === UnitType.TestUnit && user.unitType === UnitType.ConsignUnit) return;
  throw forbidden();
}

/** The unit meant by a query: explicit, else the caller's own (or the empty id for the platform). */
export function resolveUnit(user: CurrentUser, unitType: number | undefined, unitId: string | undefined) {
  const type = unitType ?? user.unitType;
  if (unitId) return { unitType: type, unitId };
  if (type === UnitType.Platform) return { unitType: type, unitId: EMPTY_ID };
  if (type === user.unitType && user.unitId) return { unitType: type, unitId: user.unitId };
  throw invalidInput('unitId', 'errors.validation.required');
}

/** Stored parameters of a unit, plus the defaults of known parameters it has not stored. */
export async function listParams(db: Database, unitType: number, unitId: string): Promise<SystemParam[]> {
  const rows = await db
    .select()
    .from(systemParams)
    .where(and(eq(systemParams.unitType, unitType), eq(systemParams.unitId, unitId)))
    .orderBy(systemParams.paramCode);
  const stored = rows.map((r) => ({
    id: r.id,
    unitType: r.unitType,
    unitID: r.unitId,
    paramCode: r.paramCode,
    paramValue: r.paramValue,
  }));
  const missing = Object.entries(defaultsOf(unitType))
    .filter(([code]) => !stored.some((r) => r.paramCode === code))
    .map(([paramCode, paramValue]) => ({ id: EMPTY_ID, unitType, unitID: unitId, paramCode, paramValue }));
  return [...stored, ...missing];
}

export async function getParam(
  db: Database,
  unitType: number,
  unitId: string,
  code: string,
): Promise<SystemParam | null> {
  const all = await listParams(db, unitType, unitId);
  return all.find((p) => p.paramCode.toLowerCase() === code.toLowerCase()) ?? null;
}

/**
 * Who changes which unit's parameters: admin any unit (the platform's too); a lab its own. Another unit's
 * parameters answer 404 (never say whether the unit exists); a role without the permission is refused earlier (403).
 */
export function assertCanWrite(user: CurrentUser, unitType: number, unitId: string): void {
  if (user.roles.includes('admin')) return;
  // A lab's staff holding the permission (checked by the route), whatever role grants it.
  if (unitType === UnitType.TestUnit && unitId === user.testUnitId) return;
  throw notFound();
}

/** Known parameters of the unit type are switches: '1' on, '0' off. */
export function checkParamValues(unitType: number, values: readonly ParamValue[]) {
  return values.map((value, index) => {
    const code = Object.keys(defaultsOf(unitType)).find(
      (known) => known.toLowerCase() === value.paramCode.toLowerCase(),
    );
    if (!code)
      throw invalidInput(`paramValues.${index}.paramCode`, 'errors.systemParam.unknownCode', { code: value.paramCode });
    if (value.paramValue !== '0' && value.paramValue !== '1')
      throw invalidInput(`paramValues.${index}.paramValue`, 'errors.systemParam.switchValue');
    return { paramCode: code, paramValue: value.paramValue };
  });
}

/** BaSystemControlParam/SetParamValues: every value is stored or none (one statement). */
export async function setParamValues(
  db: Database,
  unitType: number,
  unitId: string,
  values: readonly ParamValue[],
): Promise<SystemParam[]> {
  if (unitType === UnitType.TestUnit) {
    const [lab] = await db
      .select({ id: testUnits.id })
      .from(testUnits)
      .where(and(eq(testUnits.id, unitId), eq(testUnits.isDeleted, false)));
    if (!lab) throw notFound();
  }
  if (values.length > 0)
    await db
      .insert(systemParams)
      .values(values.map((v) => ({ id: newId(), unitType, unitId, ...v })))
      .onConflictDoUpdate({
        target: [tenantColumn(systemParams), systemParams.unitType, systemParams.unitId, systemParams.paramCode],
        set: { paramValue: sql`excluded.param_value` },
      });
  return listParams(db, unitType, unitId);
}
