import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type Accessory,
  type AccessoryType,
  ALL_ACCESSORY_TYPES,
  DIR_NAME_PATTERN,
  FOREIGN_TABLES,
  type ForeignTable,
  type StoredFile,
} from '../../../contracts/file';
import type { Database, Transaction } from '../../db/client';
import { newId } from '../../db/ids';
import { accessories, users } from '../../db/schema/index';
import { invalidInput, notFound, UserFacingError } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import type { CurrentUser } from '../../plugins/auth';
import type { FileStorage, UploadLimits } from '../../storage/index';
import { LIMS_NAME } from '../ilis-integration/auth';
import { type AccessoryRow, checkChange, loadHolder, maySee, ownsPlain, sideOf } from './access';
import { sendStored } from './download';
import type { Accepts } from './kinds';
import { type Incoming, receive, type Stored, store } from './upload';

export const FILES = '/api/services/app/FileService';

/** What the FileService calls need besides the request: the database, the storage and the limits. */
export interface Files {
  db: Database;
  storage: FileStorage;
  limits: UploadLimits;
}

/** The files of `app`: its database, its storage and its limits. */
export const filesOf = (app: FastifyInstance): Files => ({
  db: app.db,
  storage: app.files.storage,
  limits: app.files.limits,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An input taken from the query string, else from the form fields sent before the file. */
const inputOf = (query: Record<string, string | undefined>, fields: Record<string, string>, name: string) =>
  query[name] ?? fields[name];

const storedFile = (row: AccessoryRow): StoredFile => ({
  id: row.id,
  path: row.storageKey,
  url: `${FILES}/DownloadFile?path=${encodeURIComponent(row.storageKey)}`,
  fileName: row.originalName,
  contentType: row.contentType,
  size: row.size,
});

/**
 * Writes the stored upload's row in one transaction with `stillAllowed` (which locks the row it hangs on and asks
 * the rules again); when it cannot be written, the stored file goes again.
 */
async function keep(
  files: Files,
  user: CurrentUser,
  stored: Stored,
  on: Partial<AccessoryRow>,
  stillAllowed: (tx: Transaction) => Promise<void> = async () => undefined,
): Promise<AccessoryRow> {
  const row = {
    id: newId(),
    originalName: stored.name,
    storageKey: stored.key,
    contentType: stored.contentType,
    size: stored.size,
    uploaderUserId: user.roles.includes('lims') ? null : user.id,
    unitType: user.unitType,
    unitId: user.unitId,
    ...on,
  };
  try {
    return await files.db.transaction(async (tx) => {
      await stillAllowed(tx);
      const [written] = await tx.insert(accessories).values(row).returning();
      return written as AccessoryRow;
    });
  } catch (error) {
    await files.storage.delete(stored.key).catch(() => undefined);
    throw error;
  }
}

/** uploadImg, uploadFile, User/UploadUnitImg: a file of the caller's unit, under `dirName` (query or form field). */
export async function uploadPlain(
  files: Files,
  request: FastifyRequest,
  user: CurrentUser,
  options: { accepts: Accepts; dirName?: string; limit: keyof UploadLimits },
): Promise<StoredFile> {
  const query = request.query as Record<string, string | undefined>;
  if (query.dirName !== undefined) checkDirName(query.dirName);
  const limit = files.limits[options.limit];
  const incoming = await receive(request, limit);
  const dirName = options.dirName ?? checkDirName(inputOf(query, incoming.fields, 'dirName') ?? 'files');
  const stored = await store(files.storage, incoming, { dirName, accepts: options.accepts, limit });
  return storedFile(await keep(files, user, stored, {}));
}

function checkDirName(dirName: string): string {
  if (!new RegExp(DIR_NAME_PATTERN).test(dirName)) throw invalidInput('dirName', 'errors.file.badDirName');
  return dirName;
}

/** A record's id given as `name` in the query or the form (lower-cased); 400 naming it when missing or no id. */
export function idInput(query: Record<string, string | undefined>, fields: Record<string, string>, name: string) {
  const value = inputOf(query, fields, name);
  if (!value) throw invalidInput(name, 'errors.validation.required');
  if (!UUID.test(value)) throw invalidInput(name, 'errors.validation.invalid');
  return value.toLowerCase();
}

/** The attachment's table, row and kind, from the query or the form; 400 naming the member at fault. */
function attachmentOf(query: Record<string, string | undefined>, fields: Record<string, string>): Attachment {
  const table = inputOf(query, fields, 'foreignTable');
  const type = inputOf(query, fields, 'accessoryType');
  if (!table) throw invalidInput('foreignTable', 'errors.validation.required');
  const key = idInput(query, fields, 'foreignKey');
  if (!type) throw invalidInput('accessoryType', 'errors.validation.required');
  if (!(FOREIGN_TABLES as readonly string[]).includes(table))
    throw invalidInput('foreignTable', 'errors.validation.enum');
  if (!(ALL_ACCESSORY_TYPES as readonly string[]).includes(type)) {
    throw invalidInput('accessoryType', 'errors.validation.enum');
  }
  return { table: table as ForeignTable, key, type: type as AccessoryType };
}

/** What an upload hangs on: the table, the row's id (lower case) and the kind of attachment. */
export interface Attachment {
  table: ForeignTable;
  key: string;
  type: AccessoryType;
}

/** uploadAccessory: an attachment of a consignment or report, by the rules of that row (access.ts). */
export async function uploadAccessory(
  files: Files,
  request: FastifyRequest,
  user: CurrentUser,
  language: Language,
): Promise<Accessory> {
  const incoming = await receive(request, files.limits.accessory);
  const query = request.query as Record<string, string | undefined>;
  return attach(files, user, language, incoming, attachmentOf(query, incoming.fields));
}

/**
 * Stores the file of `incoming` as the given attachment, by the rules of its row (access.ts): asked before the file
 * streams, and again under the row's lock in the transaction that writes the attachment's row. uploadAccessory and
 * ILISIntegration's PushReportFile both come here.
 */
export async function attach(
  files: Files,
  user: CurrentUser,
  language: Language,
  incoming: Incoming,
  { table, key, type }: Attachment,
): Promise<Accessory> {
  sideOf(table, type);
  checkChange(user, language, await loadHolder(files.db, user, table, key), type);
  const accepts: Accepts = type === 'reportPdf' ? 'pdf' : 'document';
  const stored = await store(files.storage, incoming, { dirName: table, accepts, limit: files.limits.accessory });
  // The row may have moved on while the file streamed in (a large one takes a while): asked again, under its lock.
  const row = await keep(
    files,
    user,
    stored,
    { foreignTable: table, foreignKey: key, accessoryType: type },
    async (tx) => checkChange(user, language, await loadHolder(tx, user, table, key, true), type),
  );
  return { ...accessoryOf(row), uploaderName: user.name };
}

function accessoryOf(row: AccessoryRow): Omit<Accessory, 'uploaderName'> {
  return {
    id: row.id,
    foreignTable: row.foreignTable ?? '',
    foreignKey: row.foreignKey ?? '',
    accessoryType: row.accessoryType ?? '',
    fileName: row.originalName,
    contentType: row.contentType,
    size: row.size,
    url: `${FILES}/DownloadFileByAccessoryId?id=${row.id}`,
    path: row.storageKey,
    creationTime: row.creationTime.toISOString(),
  };
}

/** GetAccessory: a row's attachments the caller may see, oldest first (a consignor sees no report PDF before issue). */
export async function listAccessories(
  db: Database,
  user: CurrentUser,
  query: { foreignTable: ForeignTable; foreignKey: string; accessoryType?: AccessoryType },
): Promise<Accessory[]> {
  const holder = await loadHolder(db, user, query.foreignTable, query.foreignKey);
  if (!maySee(user, holder)) return [];
  const rows = await db
    .select({ row: accessories, uploaderName: users.name })
    .from(accessories)
    .leftJoin(users, eq(users.id, accessories.uploaderUserId))
    .where(
      and(
        eq(accessories.foreignTable, holder.table),
        eq(accessories.foreignKey, holder.id),
        query.accessoryType ? eq(accessories.accessoryType, query.accessoryType) : undefined,
      ),
    )
    .orderBy(accessories.creationTime, accessories.id);
  // No uploader row: the lab's LIMS sent it (PushReportFile).
  return rows.map(({ row, uploaderName }) => ({
    ...accessoryOf(row),
    uploaderName: uploaderName ?? (row.uploaderUserId ? null : LIMS_NAME),
  }));
}

/** The stored file `where` names, if `user` may read it (its row's rules, or its unit for a plain upload); 404 otherwise. */
async function readable(db: Database, user: CurrentUser, row: AccessoryRow | undefined): Promise<AccessoryRow> {
  if (!row) throw notFound();
  if (!row.foreignTable || !row.foreignKey) {
    if (!ownsPlain(user, row)) throw notFound();
    return row;
  }
  const holder = await loadHolder(db, user, row.foreignTable as ForeignTable, row.foreignKey).catch(() => {
    throw notFound();
  });
  if (!maySee(user, holder)) throw notFound();
  return row;
}

/** A stored file by its accessory id or by its stored path. */
type Where = { id?: string; path?: string };

const byId = async (db: Database, id: string) =>
  (await db.select().from(accessories).where(eq(accessories.id, id.toLowerCase())))[0];
const byPath = async (db: Database, path: string) =>
  (await db.select().from(accessories).where(eq(accessories.storageKey, path)))[0];

/** The file `where` names (by accessory id or stored path), if `user` may read it; 404 otherwise. */
async function located(files: Files, user: CurrentUser, where: { id?: string; path?: string }) {
  const found = where.id ? await byId(files.db, where.id) : await byPath(files.db, where.path ?? '');
  return readable(files.db, user, found);
}

/** DownloadFile?path=, DownloadFileByAccessoryId?id=: the file, under the name it was uploaded with. */
export async function download(files: Files, user: CurrentUser, reply: FastifyReply, where: Where) {
  const row = await located(files, user, where);
  const content = await files.storage.get(row.storageKey);
  if (!content) throw new UserFacingError('errors.file.missing', 404);
  return sendStored(reply, row, content);
}

/** Delete?id=, DeleteFileByPath?path=: by the same rules as adding it; the row goes first, then the stored file. */
export async function remove(files: Files, user: CurrentUser, language: Language, where: Where) {
  const row = await located(files, user, where);
  await files.db.transaction(async (tx) => {
    if (row.foreignTable && row.foreignKey) {
      const holder = await loadHolder(tx, user, row.foreignTable as ForeignTable, row.foreignKey, true);
      checkChange(user, language, holder, row.accessoryType as AccessoryType, true);
    }
    await tx.delete(accessories).where(eq(accessories.id, row.id));
  });
  await files.storage.delete(row.storageKey);
}
