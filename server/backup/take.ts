import type { Tenancy } from '../db/tenancy/index';
import type { FileStorage } from '../storage/index';
import { recordBackup } from './record';
import { copyMissing, referencedFiles } from './stored-files';

/** What one backup did. */
export interface BackupResult {
  /** The database snapshot's name (pgBackRest's label, or the PGlite tarball). */
  snapshot: string;
  /** Stored files copied to the archive this time (the others were there from earlier backups). */
  filesCopied: number;
  /** Keys rows point at that neither the storage nor the archive holds. */
  filesMissing: string[];
  startedAt: string;
  finishedAt: string;
}

/**
 * One consistent backup of the database and the stored files: the files the rows point at are copied to the archive,
 * then the database snapshot is taken, then the files of rows written meanwhile are copied too. Files never change
 * once stored and are deleted only after their rows (server/jobs/files.ts), so every file a row of the snapshot points
 * at is in the archive, save one uploaded and deleted again within the seconds of the snapshot. Last, the finish time
 * is recorded (labconsign_backup_age_seconds).
 */
export async function takeBackup(options: {
  tenancy: Tenancy;
  storage: FileStorage;
  archive: FileStorage;
  snapshot: () => Promise<string>;
}): Promise<BackupResult> {
  const { tenancy, storage, archive } = options;
  const startedAt = new Date().toISOString();
  const before = await copyMissing(storage, archive, await referencedFiles(tenancy));
  const snapshot = await options.snapshot();
  const after = await copyMissing(storage, archive, await referencedFiles(tenancy));
  const finished = new Date();
  await recordBackup(tenancy.platform, finished);
  return {
    snapshot,
    filesCopied: before.copied.length + after.copied.length,
    filesMissing: after.missing,
    startedAt,
    finishedAt: finished.toISOString(),
  };
}
