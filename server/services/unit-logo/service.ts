import { and, eq, ne } from 'drizzle-orm';
import { type LogoResult, MAX_LOGO_BYTES } from '../../../contracts/unit-logo';
import { modifiedBy } from '../../db/audit';
import type { Database } from '../../db/client';
import { consignUnits, testUnits, unitLogos } from '../../db/schema/index';
import { UnitType } from '../../lib/enums';
import { invalidInput } from '../../lib/errors';
import { storeImage } from '../../lib/image-store';
import { imageFromForm, storedImage } from '../../lib/images';
import type { CurrentUser } from '../../plugins/auth';
import type { FileStorage } from '../../storage/storage';
import { type ManagedUnitType, managedUnit } from '../unit-address/access';

/** Where a stored logo is served; the unit's logoPath is this plus the logo's id. */
export const LOGO_PATH = '/api/services/app/UnitLogo/Get?id=';

/** The form's `unitId` field, if any; 400 when it is not a UUID. */
function unitIdOf(form: unknown): string | undefined {
  const value = form instanceof FormData ? form.get('unitId') : null;
  if (value === null || value === '') return undefined;
  if (typeof value !== 'string' || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) {
    throw invalidInput('unitId', 'errors.validation.invalid');
  }
  return value;
}

/**
 * Stores a unit's new logo (multipart fields `file`, optional `unitId`) in the file storage, points logoPath at it
 * and drops the old one.
 */
export async function uploadLogo(
  db: Database,
  storage: FileStorage,
  user: CurrentUser,
  unitType: ManagedUnitType,
  form: unknown,
): Promise<LogoResult> {
  const requested = unitIdOf(form);
  const unitId = await managedUnit(db, user, unitType, requested);
  const image = await imageFromForm(form, MAX_LOGO_BYTES);
  const table = unitType === UnitType.TestUnit ? testUnits : consignUnits;
  const id = await storeImage(db, storage, unitLogos, image, async (tx, row) => {
    await tx.insert(unitLogos).values({ ...row, unitType, unitId });
    const replaced = await tx
      .delete(unitLogos)
      .where(and(eq(unitLogos.unitType, unitType), eq(unitLogos.unitId, unitId), ne(unitLogos.id, row.id)))
      .returning({ key: unitLogos.storageKey });
    await tx
      .update(table)
      .set({ logoPath: `${LOGO_PATH}${row.id}`, ...modifiedBy(user.id) })
      .where(eq(table.id, unitId));
    return replaced.map((old) => old.key);
  });
  return { logoPath: `${LOGO_PATH}${id}` };
}

export const logoById = (db: Database, id: string) => storedImage(db, unitLogos, id);
