import type { Transaction } from '../client';
import { newId } from '../ids';
import { tenantColumn } from '../schema/columns';
import { sysQualifications } from '../schema/index';

/** The platform's list of qualification names labs choose from (highway and waterway testing grades). */
export const QUALIFICATION_NAMES = [
  '公路工程综合甲级',
  '公路工程综合乙级',
  '公路工程综合丙级',
  '公路工程桥梁隧道工程专项',
  '公路工程交通工程专项',
  '水运工程材料甲级',
  '水运工程材料乙级',
  '水运工程材料丙级',
  '水运工程结构甲级',
  '水运工程结构乙级',
  '检验检测机构资质认定（CMA）',
  '实验室认可（CNAS）',
] as const;

/** Adds the names that are missing; existing rows (matched by name) are kept. */
export async function seedQualifications(tx: Transaction): Promise<void> {
  await tx
    .insert(sysQualifications)
    .values(QUALIFICATION_NAMES.map((name, orderIndex) => ({ id: newId(), name, orderIndex })))
    .onConflictDoNothing({ target: [tenantColumn(sysQualifications), sysQualifications.name] });
}
