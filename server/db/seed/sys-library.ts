import { count, eq } from 'drizzle-orm';
import type { Transaction } from '../client';
import { newId } from '../ids';
import { sysTestSamples } from '../schema/index';
import { CATALOGUE } from './catalogue-data';

/** The platform's sample library: the demo catalogue's groups and samples with their requirements, no prices. */
export async function seedSysLibrary(tx: Transaction): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(sysTestSamples).where(eq(sysTestSamples.isDeleted, false));
  if ((existing?.n ?? 0) > 0) return;
  for (const [groupIndex, group] of CATALOGUE.entries()) {
    const groupId = newId();
    const groupCode = String(groupIndex + 1).padStart(3, '0');
    await tx.insert(sysTestSamples).values({
      id: groupId,
      levelCode: groupCode,
      sampleName: group.name,
      sampleCode: group.code,
      orderIndex: groupIndex + 1,
    });
    await tx.insert(sysTestSamples).values(
      group.samples.map((sample, sampleIndex) => ({
        id: newId(),
        parentId: groupId,
        levelCode: `${groupCode}${String(sampleIndex + 1).padStart(3, '0')}`,
        sampleName: sample.name,
        sampleCode: sample.code,
        orderIndex: sampleIndex + 1,
        countRequire: sample.countRequire,
        sampleStatusRequire: '样品完好、标识清晰、无受潮污染',
      })),
    );
  }
}
