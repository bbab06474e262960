import { and, eq } from 'drizzle-orm';
import { ACCESSORY_TYPES, type AccessoryType, type ForeignTable } from '../../../contracts/file';
import { type ActorRole, allowedEvents, BEFORE_TEST_STATUSES } from '../../../machines/consignment';
import { canDo as reportAllows } from '../../../machines/report';
import type { Db } from '../../db/client';
import { type accessories, buReports, consignInfos, consignUnits, testUnits } from '../../db/schema/index';
import { forbidden, UserFacingError } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import type { CurrentUser } from '../../plugins/auth';
import { actorOf, contextOf, visibleTo } from '../consign-info/access';
import { statusText } from '../consign-info/queries';
import { reportStatusText } from '../report/status';

// Who may see, add and remove a file follows the row it hangs on (docs/decisions.md, "Who may touch an attachment"):
// a consignment's attachments whoever may see the consignment sees; the consignor changes its own while the
// consignment is editable (Draft, Returned: frozen once submitted, so after the audit too), the lab its receipt
// photos while it may correct the consignment (Accepted, In test). A report's PDF is the lab's, and the consignor
// sees it only once the report is issued. A unit's images are its own staff's (and admin's). A plain upload (no row)
// belongs to the uploader's unit.

export type AccessoryRow = typeof accessories.$inferSelect;

/** The row an attachment hangs on, as far as the rules need it. */
export interface Holder {
  table: ForeignTable;
  id: string;
  status: number;
  /** The consignment's type (the machine's guards read it). */
  consignType?: number;
}

const noSuchRecord = () => new UserFacingError('errors.file.noSuchRecord', 404);

/** A lab or consigning unit `id` if it is `user`'s own (or `user` is admin) and not deleted; 404 otherwise. */
async function loadUnit(db: Db, user: CurrentUser, table: 'TestUnit' | 'ConsignUnit', id: string, lock: boolean) {
  const own = table === 'TestUnit' ? user.testUnitId : user.consignUnitId;
  if (!user.roles.includes('admin') && own !== id) throw noSuchRecord();
  const units = table === 'TestUnit' ? testUnits : consignUnits;
  const query = db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.id, id), eq(units.isDeleted, false)));
  const [row] = lock ? await query.for('share') : await query;
  if (!row) throw noSuchRecord();
  return { table, id, status: 0 };
}

/**
 * The consignment, report or unit `id` if `user` may see it; 404 (not revealing another unit's) otherwise. With `lock`
 * (inside the transaction that writes or deletes the attachment's row) the row is share-locked until commit: a
 * transition's guarded UPDATE of it waits, so the rules asked now still hold when the attachment's row lands.
 */
export async function loadHolder(
  db: Db,
  user: CurrentUser,
  table: ForeignTable,
  id: string,
  lock = false,
): Promise<Holder> {
  const key = id.toLowerCase();
  const actor = actorOf(user);
  if (actor === null) throw noSuchRecord();
  if (table === 'TestUnit' || table === 'ConsignUnit') return loadUnit(db, user, table, key, lock);
  if (table === 'BuConsignInfo') {
    const query = db
      .select({ status: consignInfos.consignStatus, consignType: consignInfos.consignType })
      .from(consignInfos)
      .where(and(eq(consignInfos.id, key), visibleTo(user)));
    const [row] = lock ? await query.for('share') : await query;
    if (!row) throw noSuchRecord();
    return { table, id: key, status: row.status, consignType: row.consignType };
  }
  const query = db
    .select({ status: buReports.reportStatus })
    .from(buReports)
    .where(and(eq(buReports.id, key), eq(buReports.isDeleted, false), reportsSeenBy(user, actor)));
  const [row] = lock ? await query.for('share') : await query;
  if (!row) throw noSuchRecord();
  return { table, id: key, status: row.status };
}

/** The reports `actor` sees: its consigning unit's, its lab's (the LIMS's too), every one for admin. */
function reportsSeenBy(user: CurrentUser, actor: ActorRole) {
  if (actor === 'consignor') return eq(buReports.consignUnitId, user.consignUnitId as string);
  if (actor === 'lab' || actor === 'lims') return eq(buReports.testUnitId, user.testUnitId as string);
  return undefined;
}

/** Whether `user` may read the attachments of `holder` (already visible): a report's PDFs as the machine says. */
export function maySee(user: CurrentUser, holder: Holder): boolean {
  const role = actorOf(user);
  return holder.table !== 'BuReport' || (role !== null && reportAllows(holder.status, { type: 'READ_PDF', role }));
}

/** The side whose attachment `type` is on `table`; 400 when it is no attachment of that table. */
export function sideOf(table: ForeignTable, type: string): 'consignor' | 'lab' {
  const kinds = ACCESSORY_TYPES[table];
  if ((kinds.consignor as readonly string[]).includes(type)) return 'consignor';
  if ((kinds.lab as readonly string[]).includes(type)) return 'lab';
  throw new UserFacingError('errors.file.wrongKind', 400, { field: 'accessoryType', type }, {}, ['accessoryType']);
}

const frozen = (language: Language, holder: Holder) =>
  new UserFacingError('errors.file.frozen', 409, {
    status:
      holder.table === 'BuConsignInfo'
        ? statusText(language, holder.status)
        : reportStatusText(language, holder.status),
  });

/**
 * Checks that `user` may add (or, with `removing`, remove) a `type` attachment of `holder`: 403 when it is the
 * other side's, 409 when the row has moved past the point where it may change.
 */
export function checkChange(
  user: CurrentUser,
  language: Language,
  holder: Holder,
  type: AccessoryType,
  removing = false,
): void {
  const side = sideOf(holder.table, type);
  const actor = actorOf(user);
  // A unit's images: its staff's (loadHolder let only them and admin through), and admin's; never frozen.
  if (holder.table === 'TestUnit' || holder.table === 'ConsignUnit') return;
  const onSide: ActorRole[] = side === 'consignor' ? ['consignor'] : ['lab', 'lims'];
  if (!actor || !onSide.includes(actor)) throw forbidden();
  if (holder.table === 'BuConsignInfo' && type === 'samplePhoto') {
    // Taken on site while the labels are bound, after the commit; evidence of the custody trail, never taken back.
    if (removing || !BEFORE_TEST_STATUSES.some((status) => status === holder.status)) throw frozen(language, holder);
    return;
  }
  if (holder.table === 'BuConsignInfo') {
    const event = side === 'consignor' ? 'SAVE' : 'SYNC';
    const events = allowedEvents(holder.status, actor, contextOf({ consignType: holder.consignType ?? 1 }));
    if (!events.includes(event)) throw frozen(language, holder);
    return;
  }
  // A report's PDF: the report machine's ATTACH_PDF / REMOVE_PDF (until delivered; taken back only before issue).
  if (!reportAllows(holder.status, { type: removing ? 'REMOVE_PDF' : 'ATTACH_PDF', role: actor })) {
    throw frozen(language, holder);
  }
}

/** Whether `user` owns the plain upload `row`: its uploader's unit (or, with no unit, the uploader), and admin. */
export function ownsPlain(user: CurrentUser, row: AccessoryRow): boolean {
  if (user.roles.includes('admin')) return true;
  if (row.unitId) return row.unitId === user.unitId;
  return row.uploaderUserId === user.id;
}
