import { randomInt } from 'node:crypto';
import { ReportStatus, statusToState } from '../../../machines/report';
import { type Language, translate } from '../../lib/i18n';

export const REPORT_STATUSES = Object.values(ReportStatus);

/** The localized name of a reportStatus (enums.ReportStatus.*). */
export const reportStatusText = (language: Language, status: number) =>
  translate(language, `enums.ReportStatus.${statusToState(status)}`);

// No 0/O, 1/I/L: the code is read off paper and typed by hand.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new verification code: 10 characters, about 49 bits, enough against guessing under the rate limit. */
export function newAuthCode(): string {
  return Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** Status counts for all five statuses, zeros included, from SQL `group by` rows. */
export function allStatusCounts(rows: readonly { status: number; n: number }[]) {
  return REPORT_STATUSES.map((reportStatus) => ({
    reportStatus,
    count: rows.find((r) => r.status === reportStatus)?.n ?? 0,
  }));
}
