// Which attachments the signed-in person may add and remove, as the server decides (docs/decisions.md, "Who may
// touch an attachment"): the buttons show only where the call would be taken.
import { ACCESSORY_TYPES, type AccessoryType } from '../../../contracts/file-kinds';
import type { ActorRole } from '../../../machines/consignment';
import { canDo as reportAllows } from '../../../machines/report';

/** The kinds a person may add and the kinds they may remove, in the order the kind picker offers them. */
export interface FileRights {
  add: readonly AccessoryType[];
  remove: readonly AccessoryType[];
}

export const READ_ONLY: FileRights = { add: [], remove: [] };

/**
 * A consignment's: the consignor its own kinds while the machine allows it SAVE (Draft, Returned), the lab its
 * receipt photos while it may SYNC (Accepted, In test). `allowed` is what the machine allows the caller now (the
 * detail's allowedActions, which the server asked of machines/consignment.ts).
 */
export function consignmentFileRights(role: ActorRole, allowed: readonly string[]): FileRights {
  if (role !== 'consignor' && role !== 'lab') return READ_ONLY;
  // A sample's photos are taken with its label on the sampler's page (features/samples), never picked here.
  const own = ACCESSORY_TYPES.BuConsignInfo[role].filter((kind) => kind !== 'samplePhoto');
  const kinds = allowed.includes(role === 'consignor' ? 'SAVE' : 'SYNC') ? own : [];
  return { add: kinds, remove: kinds };
}

/**
 * A report's PDF: the lab (or its LIMS) adds one until the report is Delivered and removes one only before it is
 * Issued (once the consignor may have seen it, a correction goes beside it): the report machine's ATTACH_PDF and
 * REMOVE_PDF, which server/services/file/access.ts asks too.
 */
export function reportFileRights(role: ActorRole, reportStatus: number): FileRights {
  if (role !== 'lab') return READ_ONLY;
  return {
    add: reportAllows(reportStatus, { type: 'ATTACH_PDF', role }) ? ['reportPdf'] : [],
    remove: reportAllows(reportStatus, { type: 'REMOVE_PDF', role }) ? ['reportPdf'] : [],
  };
}

/** A unit's own images (its information page): its staff add and remove them, as the server allows its own unit. */
export const OWN_UNIT_FILE_RIGHTS: FileRights = { add: ['unitImage'], remove: ['unitImage'] };

/** What the file picker offers for a kind (the server tells the type from the content and decides). */
export function acceptOf(kind: AccessoryType): string | undefined {
  if (kind === 'reportPdf') return 'application/pdf,.pdf';
  if (kind === 'photo' || kind === 'receiptPhoto') return 'image/*';
  if (kind === 'unitImage') return 'image/*,application/pdf,.pdf';
  return undefined;
}

const PREVIEWED = /^(image\/(png|jpeg|gif|webp|bmp)|application\/pdf)$/;

/** Whether the browser can show a file of this type itself: images and PDFs. */
export const canPreview = (contentType: string): boolean => PREVIEWED.test(contentType);
