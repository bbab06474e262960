// A message's text in the reader's language (locales `message.kind.<kind>`, with {number} and the event's params)
// and the screen that shows what it speaks of, for the reader's side of the consignment.

import type { PersonRole } from '../../../contracts/token-auth';
import { type BookingType, ConsignType } from '../../../machines/consignment';
import type { SysMessageRow } from '../../api/messages';
import { consignorDetailPath } from '../booking/paths';
import { detailPath } from '../lab-incoming/query';
import { witnessPath } from '../samples/paths';
import { formPath } from '../site-booking/paths';

type Translate = (id: string, values?: Record<string, string | number>) => string;

export const messageText = (t: Translate, row: Pick<SysMessageRow, 'kind' | 'subjectNo' | 'params'>) =>
  t(`message.kind.${row.kind}`, {
    reason: '',
    mailOrderNumber: '',
    consignCode: '',
    ...row.params,
    number: row.subjectNo ?? '',
  });

const REPORT_LIST = '/TestingOrgSearch/reportSchedule';
const HOME = '/dashboard';

/** Where opening a message leads: the consignment (the lab's or the consignor's screen), the reports, the home. */
export function subjectPath(row: SysMessageRow, actor: PersonRole | null): string | null {
  if (row.kind === 'reportIssued') return REPORT_LIST;
  if (row.kind === 'noticePublished') return HOME;
  if (!row.subjectId) return null;
  if (row.kind === 'samplesAwaitWitness') return witnessPath(row.subjectId);
  const consignType = Number(row.params.consignType ?? ConsignType.RawMaterial);
  if (actor === 'lab') return detailPath({ id: row.subjectId, consignType });
  if (consignType === ConsignType.RawMaterial) return consignorDetailPath(row.subjectId);
  return formPath(consignType as BookingType, row.subjectId);
}
