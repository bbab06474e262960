import { and, asc, eq } from 'drizzle-orm';
import { modifiedBy } from '../../db/audit';
import type { Database } from '../../db/client';
import { newId } from '../../db/ids';
import { tuTestParams, tuTestSamples } from '../../db/schema/index';
import { InvalidInputs } from '../../lib/errors';
import { labTree } from './access';
import { sampleNodeColumns } from './catalogue-sql';
import { lockTree, SEGMENT } from './tree';
import type { ImportRow } from './workbook';

// TuTestSample/ImportTestSample: applies checked workbook rows to a lab's catalogue in one transaction.
// A sample is found by its name under its parent (created when missing); a parameter by its code under
// its sample (updated when present, else added). Importing the same workbook twice changes nothing.

const CHUNK = 1000;

interface Node {
  id: string | null;
  levelCode: string;
}

export async function importRows(db: Database, testUnitId: string, userId: string, rows: ImportRow[]) {
  return db.transaction(async (tx) => {
    const tree = labTree(testUnitId);
    await lockTree(tx, tree);
    const samples = await tx
      .select({ ...sampleNodeColumns, sampleName: tuTestSamples.sampleName })
      .from(tuTestSamples)
      .where(tree.rows)
      .orderBy(asc(tuTestSamples.levelCode));
    const byName = new Map<string, (typeof samples)[number]>();
    const lastChild = new Map<string, number>();
    const keyOf = (parentId: string | null, name: string) => `${parentId ?? ''}/${name}`;
    for (const s of samples) {
      if (!byName.has(keyOf(s.parentId, s.sampleName))) byName.set(keyOf(s.parentId, s.sampleName), s);
      const segment = Number.parseInt(s.levelCode.slice(-SEGMENT), 10);
      lastChild.set(s.parentId ?? '', Math.max(lastChild.get(s.parentId ?? '') ?? 0, segment));
    }
    const params = await tx
      .select({ id: tuTestParams.id, testSampleId: tuTestParams.testSampleId, code: tuTestParams.testParamCode })
      .from(tuTestParams)
      .where(and(eq(tuTestParams.testUnitId, testUnitId), eq(tuTestParams.isDeleted, false)));
    const paramByKey = new Map(params.map((p) => [`${p.testSampleId}/${p.code}`, p.id]));
    const orderOf = new Map<string, number>();
    for (const p of params) orderOf.set(p.testSampleId, (orderOf.get(p.testSampleId) ?? 0) + 1);

    const newSamples: (typeof tuTestSamples.$inferInsert)[] = [];
    const newParams: (typeof tuTestParams.$inferInsert)[] = [];
    let paramsUpdated = 0;
    for (const row of rows) {
      let parent: Node = { id: null, levelCode: '' };
      for (const name of row.path) {
        let node = byName.get(keyOf(parent.id, name));
        if (!node) {
          const next = (lastChild.get(parent.id ?? '') ?? 0) + 1;
          if (next > 999) {
            throw new InvalidInputs('errors.catalogue.import.refused', { count: 1 }, [
              { key: 'errors.catalogue.import.levelFull', params: { row: row.row }, members: [`rows.${row.row}.path`] },
            ]);
          }
          lastChild.set(parent.id ?? '', next);
          node = {
            id: newId(),
            parentId: parent.id,
            levelCode: parent.levelCode + String(next).padStart(SEGMENT, '0'),
            sampleName: name,
            sampleCode: null,
          };
          byName.set(keyOf(parent.id, name), node);
          newSamples.push({ ...node, testUnitId, orderIndex: next, creatorUserId: userId });
        }
        parent = node;
      }
      const sampleId = parent.id as string;
      if (row.sampleCode) {
        const pending = newSamples.find((s) => s.id === sampleId);
        if (pending) pending.sampleCode = row.sampleCode;
        else
          await tx
            .update(tuTestSamples)
            .set({ sampleCode: row.sampleCode, ...modifiedBy(userId) })
            .where(eq(tuTestSamples.id, sampleId));
      }
      if (!row.param) continue;
      const { code, name, price, description } = row.param;
      const existing = paramByKey.get(`${sampleId}/${code}`);
      if (existing) {
        paramsUpdated++;
        await tx
          .update(tuTestParams)
          .set({ name, price, description, ...modifiedBy(userId) })
          .where(eq(tuTestParams.id, existing));
        continue;
      }
      const orderIndex = orderOf.get(sampleId) ?? 0;
      orderOf.set(sampleId, orderIndex + 1);
      const id = newId();
      paramByKey.set(`${sampleId}/${code}`, id);
      newParams.push({
        id,
        testUnitId,
        testSampleId: sampleId,
        name,
        testParamCode: code,
        price,
        description,
        orderIndex,
        creatorUserId: userId,
      });
    }
    // In chunks: one statement carries at most 65535 bound values.
    for (let i = 0; i < newSamples.length; i += CHUNK)
      await tx.insert(tuTestSamples).values(newSamples.slice(i, i + CHUNK));
    for (let i = 0; i < newParams.length; i += CHUNK)
      await tx.insert(tuTestParams).values(newParams.slice(i, i + CHUNK));
    return {
      rows: rows.length,
      samplesCreated: newSamples.length,
      paramsCreated: newParams.length,
      paramsUpdated,
    };
  });
}
