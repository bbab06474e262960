import { eq, sql } from 'drizzle-orm';
import type { Response } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Accessory } from '../../contracts/file';
import type { Transaction } from '../../server/db/client';
import { buReports, consignInfos } from '../../server/db/schema/index';
import { call, consignment, content, type FilesFixture, filePart, report, setupFiles, upload } from './files-fixture';
import { envelopeOf } from './helpers';

// An attachment's rules are asked again, under a lock on the consignment or report it hangs on, in the transaction
// that writes (or deletes) its row. Each test runs a transition's transaction that has already changed the row and
// not committed, sends the upload or removal, and commits only once that call waits for the row's lock (PostgreSQL:
// a backend waiting on a lock; embedded PGlite runs one transaction at a time, so the call waits anyway): the call
// must then see the moved row and refuse with 409, leaving no stored object and no accessory row.

describe.each(['local', 's3'] as const)('attachment rules under the row lock, on %s storage', (kind) => {
  let f: FilesFixture;
  beforeAll(async () => {
    f = await setupFiles(kind);
  }, 60_000);
  afterAll(() => f.close());

  /** Whether a backend of this database waits for a lock (PostgreSQL; asked on another connection of the pool). */
  async function someoneWaits(): Promise<boolean> {
    if (f.t.kind !== 'postgres') return false;
    const found = await f.t.db.execute(
      sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return (found as unknown as { rows: unknown[] }).rows.length > 0;
  }

  /**
   * Runs `act` while `move` (a transition, already written, not yet committed) holds the row, and commits once `act`
   * waits for it (or has answered, or, on PGlite, after a moment): `act`'s answer.
   */
  async function whileMoving(move: (tx: Transaction) => Promise<unknown>, act: () => Promise<Response>) {
    let answer: Response | undefined;
    let pending: Promise<Response> | undefined;
    await f.t.db.transaction(async (tx) => {
      await move(tx);
      pending = act().then((response) => {
        answer = response;
        return response;
      });
      const until = Date.now() + (f.t.kind === 'postgres' ? 10_000 : 500);
      while (answer === undefined && Date.now() < until && !(await someoneWaits())) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    return pending as Promise<Response>;
  }

  async function refusedLeavingNothing(run: () => Promise<Response>, status: RegExp) {
    const [keys, rows] = [await f.storedKeys(), await f.rowCount()];
    const response = await run();
    expect(response.statusCode, response.body).toBe(409);
    expect(envelopeOf(response).error?.message).toMatch(status);
    expect(await f.storedKeys()).toEqual(keys);
    expect(await f.rowCount()).toBe(rows);
  }

  const pdf = (name = 'report.pdf') => [filePart(name, content.pdf(100 * 1024), 'application/pdf')];
  const reportPdf = (id: string) => `uploadAccessory?foreignTable=BuReport&foreignKey=${id}&accessoryType=reportPdf`;
  const toReport = (id: string, status: number) => (tx: Transaction) =>
    tx.update(buReports).set({ reportStatus: status }).where(eq(buReports.id, id));

  test('a report PDF that lands while the report is being delivered waits for it, then is refused', async () => {
    const id = await report(f, 40);
    await refusedLeavingNothing(
      () => whileMoving(toReport(id, 50), () => upload(f, 'lab', reportPdf(id), pdf())),
      /Delivered/,
    );
    // Once the report is delivered the rule is the same when asked first.
    await refusedLeavingNothing(() => upload(f, 'lab', reportPdf(id), pdf()), /Delivered/);
  });

  test('a consignor’s attachment that lands while the consignment is submitted is refused', async () => {
    const id = await consignment(f, 10);
    const url = `uploadAccessory?foreignTable=BuConsignInfo&foreignKey=${id}&accessoryType=photo`;
    await refusedLeavingNothing(
      () =>
        whileMoving(
          (tx) => tx.update(consignInfos).set({ consignStatus: 20 }).where(eq(consignInfos.id, id)),
          () => upload(f, 'consignor', url, [filePart('site.png', content.png, 'image/png')]),
        ),
      /Submitted/,
    );
  });

  test('taking a report PDF back while the report is being issued is refused, and the PDF stays', async () => {
    const id = await report(f, 30);
    const added = await upload(f, 'lab', reportPdf(id), pdf('draft.pdf'));
    expect(added.statusCode, added.body).toBe(200);
    const accessory = envelopeOf<Accessory>(added).result as Accessory;
    const [keys, rows] = [await f.storedKeys(), await f.rowCount()];
    const response = await whileMoving(toReport(id, 40), () => call(f, 'lab', 'DELETE', `Delete?id=${accessory.id}`));
    expect(response.statusCode, response.body).toBe(409);
    expect(envelopeOf(response).error?.message).toMatch(/Issued/);
    expect(await f.storedKeys()).toEqual(keys);
    expect(await f.rowCount()).toBe(rows);
    // The consignor, who may now see it, downloads the PDF the lab could not take back.
    const seen = await call(f, 'consignor', 'GET', `DownloadFileByAccessoryId?id=${accessory.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.length).toBe(accessory.size);
  });
});
