import { and, eq } from 'drizzle-orm';
import { ACCESSORY_TYPES, type AccessoryType, type ForeignTable } from '../../../contracts/file';
import { type ActorRole, allowedEvents } from '../../../machines/consignment';
import { ReportStatus } from '../../../machines/report';
import type { Database } from '../../db/client';
import { type accessories, buReports } from '../../db/schema/index';
import { forbidden, UserFacingError } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import type { CurrentUser } from '../../plugins/auth';
import { actorOf, contextOf, loadVisible } from '../consign-info/access';
import { statusText } from '../consign-info/queries';
import { reportStatusText } from '../report/status';

// Who may see, add and remove a file follows the row it hangs on (docs/decisions.md, "Files and attachments"):
// a consignment's attachments whoever may see the consignment sees; the consignor changes its own while the
// consignment is editable (Draft, Returned: frozen once submitted, so after the audit too), the lab its receipt
// photos while it may correct the consignment (Accepted, In test). A report's PDF is the lab's, and the consignor
// sees it only once the report is issued. A plain upload (no row) belongs to the uploader's unit.

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

/** The consignment or report `id` if `user` may see it; 404 (not revealing another unit's) otherwise. */
export async function loadHolder(db: Database, user: CurrentUser, table: ForeignTable, id: string): Promise<Holder> {
  const key = id.toLowerCase();
  if (table === 'BuConsignInfo') {
    const row = await loadVisible(db, user, key).catch(() => {
      throw noSuchRecord();
    });
    return { table, id: key, status: row.consignStatus, consignType: row.consignType };
  }
  const actor = actorOf(user);
  const unit =
    actor === 'consignor'
      ? eq(buReports.consignUnitId, user.consignUnitId as string)
      : actor === 'lab' || actor === 'lims'
        ? eq(buReports.testUnitId, user.testUnitId as string)
        : undefined;
  if (actor === null) throw noSuchRecord();
  const [row] = await db
    .select({ status: buReports.reportStatus })
    .from(buReports)
    .where(and(eq(buReports.id, key), eq(buReports.isDeleted, false), unit));
  if (!row) throw noSuchRecord();
  return { table, id: key, status: row.status };
}

/** Whether `user` may read `type` attachments of `holder` (already visible): a consignor a report's PDF only once issued. */
export function maySee(user: CurrentUser, holder: Holder): boolean {
  return holder.table !== 'BuReport' || actorOf(user) !== 'consignor' || holder.status >= ReportStatus.Issued;
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
  const onSide: ActorRole[] = side === 'consignor' ? ['consignor'] : ['lab', 'lims'];
  if (!actor || !onSide.includes(actor)) throw forbidden();
  if (holder.table === 'BuConsignInfo') {
    const event = side === 'consignor' ? 'SAVE' : 'SYNC';
    const events = allowedEvents(holder.status, actor, contextOf({ consignType: holder.consignType ?? 1 }));
    if (!events.includes(event)) throw frozen(language, holder);
    return;
  }
  // A report's PDF may be added until it is delivered, and taken back only before the consignor can see it.
  const until = removing ? ReportStatus.Issued : ReportStatus.Delivered;
  if (holder.status >= until) throw frozen(language, holder);
}

/** Whether `user` owns the plain upload `row`: its uploader's unit (or, with no unit, the uploader), and admin. */
export function ownsPlain(user: CurrentUser, row: AccessoryRow): boolean {
  if (user.roles.includes('admin')) return true;
  if (row.unitId) return row.unitId === user.unitId;
  return row.uploaderUserId === user.id;
}
