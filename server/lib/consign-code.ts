import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { consignCodeCounters } from '../db/schema/index';
import { ConsignType } from './enums';

const PREFIX: Record<number, string> = {
  [ConsignType.RawMaterial]: 'CL',
  [ConsignType.OnSite]: 'XC',
  [ConsignType.Handover]: 'JG',
};

/** yyyyMMdd of a moment, in the server's time zone (the lab's working day). */
export function codeDay(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}`;
}

/**
 * The next consignCode of a lab: prefix + yyyyMMdd + '-' + 4-digit daily sequence, unique per lab.
 * The counter row is bumped atomically, so concurrent callers never share a number.
 */
export async function nextConsignCode(
  db: Database | Transaction,
  testUnitId: string,
  consignType: number,
  at = new Date(),
): Promise<string> {
  const day = codeDay(at);
  const [row] = await db
    .insert(consignCodeCounters)
    .values({ testUnitId, codeDay: day, lastValue: 1 })
    .onConflictDoUpdate({
      target: [consignCodeCounters.testUnitId, consignCodeCounters.codeDay],
      set: { lastValue: sql`${consignCodeCounters.lastValue} + 1` },
    })
    .returning({ value: consignCodeCounters.lastValue });
  return `${PREFIX[consignType] ?? 'CL'}-${day}-${String(row?.value ?? 1).padStart(4, '0')}`;
}
