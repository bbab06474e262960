import { count, eq } from 'drizzle-orm';
import type { Response } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { ActorRole } from '../../machines/consignment';
import { allowedEvents, canDo, nextStatus, type ReportEvent, ReportStatus, reportMachine } from '../../machines/report';
import { accessories, buReports, consignLogs } from '../../server/db/schema/index';
import { type ConsignFixture, ok } from './consign-fixture';
import { content, filePart, multipart } from './files-fixture';
import { envelopeOf, type TestApp } from './helpers';
import { ILIS, type LimsWorld } from './lims-helpers';
import { shortestWays, walkWorld } from './walk-helpers';

// The report machine walked through the HTTP API: @xstate/graph's shortest paths bring a fresh report to each state
// over HTTP; from there every event is sent by every role that has a call for it, and the server must do exactly
// what the machine allows (the next status and a log row), and refuse the rest without writing anything: 403 when
// the role may never send that event, 409 at the wrong moment (docs/decisions.md "Refusals"). The
// report's PDFs are walked the same way: in each state every caller adds one (ATTACH_PDF: FileService
// uploadAccessory, the LIMS's PushReportFile), lists them (READ_PDF: GetAccessory) and takes one back (REMOVE_PDF:
// FileService Delete), and the server does what the machine answers.

type Sender = 'consignor' | 'lab' | 'admin' | 'lims';

let f: ConsignFixture;
let t: TestApp;
let lims: LimsWorld;
let serial = 0;

beforeAll(async () => {
  ({ f, lims } = await walkWorld());
  t = f.t;
});
afterAll(() => t.close());

const STATUSES = Object.values(ReportStatus);
const SENDERS: Sender[] = ['consignor', 'lab', 'admin', 'lims'];

/** Every event a caller can send over HTTP: a status (UpdateReportStatus, PushReportInfo) or an express number. */
const eventsOf = (role: ActorRole): ReportEvent[] => [
  ...STATUSES.map((status): ReportEvent => ({ type: 'SET_STATUS', role, status })),
  { type: 'DELIVER', role, expressNumber: 'SF-REPORT' },
];

interface Report {
  id: string;
  consignId: string;
  reportNumber: string;
  /** Its verification code: a LIMS push with the same code moves only the status. */
  authCode: string;
}

async function newReport(): Promise<Report> {
  const consignId = await f.at(50);
  const reportNumber = `RW-${++serial}`;
  const res = ok(await f.call('lab', 'POST', 'BuReport/CreateReport', { consignId, reportNumber }));
  const created = envelopeOf<{ id: string; authCode: string }>(res).result;
  return { id: created?.id as string, consignId, reportNumber, authCode: created?.authCode as string };
}

async function send(who: Sender, event: ReportEvent, report: Report): Promise<Response> {
  if (who === 'lims') {
    const code = lims.lab1.code;
    if (event.type === 'DELIVER') {
      return t.app.inject({
        method: 'POST',
        url: `${ILIS}/PushExpressInfo`,
        payload: { authCode: code, dataType: 2, dataKeys: [report.id], expressNos: event.expressNumber },
      });
    }
    return t.app.inject({
      method: 'POST',
      url: `${ILIS}/PushReportInfo?authCode=${code}`,
      payload: {
        consignInfoID: report.consignId,
        reportNumber: report.reportNumber,
        reportStatus: 'status' in event ? event.status : 0,
        reportAuthCode: report.authCode,
      },
    });
  }
  if (event.type === 'DELIVER') {
    return f.call(who, 'POST', 'BuReport/ReportMailNumberSetting', {
      reportIds: [report.id],
      val: event.expressNumber,
    });
  }
  const status = 'status' in event ? event.status : 0;
  return f.call(who, 'PUT', 'BuReport/UpdateReportStatus', { reportIds: [report.id], reportStatus: status });
}

async function stored(report: Report) {
  const [row] = await t.db.select().from(buReports).where(eq(buReports.id, report.id));
  const [logs] = await t.db.select({ n: count() }).from(consignLogs).where(eq(consignLogs.consignId, report.consignId));
  return { status: row?.reportStatus, expressNumber: row?.expressNumber, logs: logs?.n ?? 0 };
}

/** The shortest way to each report state, as the lab would send it. */
function recipes(): Map<string, ReportEvent[]> {
  return shortestWays<ReportEvent>(getShortestPaths(reportMachine, { events: eventsOf('lab') }));
}

async function bring(steps: readonly ReportEvent[]): Promise<Report> {
  const report = await newReport();
  for (const step of steps) ok(await send('lab', step, report));
  return report;
}

/** The status of a refusal: 403 when `who` may send `type` from no status at all, else 409 (the wrong moment). */
const refusalOf = (who: Sender, type: ReportEvent['type']): number =>
  STATUSES.some((status) => allowedEvents(status, who).includes(type)) ? 409 : 403;

/** Refused: a 4xx, a per-id failure, or a LIMS push that answers it as unchanged. */
function refusedBy(res: Response): boolean {
  if (res.statusCode >= 400) return true;
  const result = envelopeOf<{ changed?: boolean; failed?: unknown[]; succeeded?: unknown[] }>(res).result;
  return result?.changed === false || (result?.succeeded?.length === 0 && (result.failed?.length ?? 0) > 0);
}

describe('report machine over HTTP', () => {
  it('every (state, event, role): the server does exactly what the machine allows', async () => {
    const ways = recipes();
    expect([...ways.keys()].sort()).toEqual(['Compiling', 'Delivered', 'Issued', 'Pending', 'Testing']);
    let allowed = 0;
    let refused = 0;
    for (const [state, steps] of ways) {
      const shared = await bring(steps);
      const status = (await stored(shared)).status as number;
      expect(status, state).toBe(ReportStatus[state as keyof typeof ReportStatus]);
      for (const who of SENDERS) {
        for (const event of eventsOf(who)) {
          const where = `${state} ${event.type} ${'status' in event ? event.status : ''} by ${who}`;
          const to = nextStatus(status, event);
          if (to === undefined) {
            const before = await stored(shared);
            const res = await send(who, event, shared);
            expect(refusedBy(res), `${where}: ${res.statusCode} ${res.body}`).toBe(true);
            if (res.statusCode >= 400) expect(res.statusCode, where).toBe(refusalOf(who, event.type));
            expect(await stored(shared), where).toEqual(before);
            refused++;
            continue;
          }
          const report = await bring(steps);
          const before = await stored(report);
          const res = await send(who, event, report);
          expect(res.statusCode, `${where}: ${res.body}`).toBe(200);
          const after = await stored(report);
          expect(after.status, where).toBe(to);
          expect(after.logs, where).toBeGreaterThan(before.logs);
          allowed++;
        }
      }
    }
    expect(allowed).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(40);
  });
});

/** ATTACH_PDF over HTTP: the lab's side by uploadAccessory, the LIMS by PushReportFile. */
function attachPdf(who: Sender, report: Report): Promise<Response> {
  const body = multipart([filePart('report.pdf', content.pdf(), 'application/pdf')]);
  const url =
    who === 'lims'
      ? `${ILIS}/PushReportFile?authCode=${lims.lab1.code}&reportId=${report.id}`
      : `/api/services/app/FileService/uploadAccessory?foreignTable=BuReport&foreignKey=${report.id}&accessoryType=reportPdf`;
  const headers = who === 'lims' ? {} : t.auth(f.tok[who]);
  return t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': body['content-type'] }, ...body });
}

const pdfRows = async (report: Report) =>
  (await t.db.select({ n: count() }).from(accessories).where(eq(accessories.foreignKey, report.id)))[0]?.n ?? 0;

describe('report PDFs over HTTP', () => {
  it('every (state, PDF event, role): the server does exactly what the machine answers', async () => {
    let checked = 0;
    for (const [state, steps] of recipes()) {
      // One PDF, added by the lab while the report is Pending, then the report brought to `state`.
      const withPdf = async () => {
        const report = await newReport();
        ok(await attachPdf('lab', report));
        for (const step of steps) ok(await send('lab', step, report));
        return report;
      };
      const report = await withPdf();
      const status = (await stored(report)).status as number;
      for (const who of SENDERS) {
        const where = `${state} by ${who}`;
        const before = await pdfRows(report);
        const added = await attachPdf(who, report);
        const attach = canDo(status, { type: 'ATTACH_PDF', role: who });
        // Refused: 409 for the lab's side (the state), 403 for the others (never theirs).
        const refusal = refusalOf(who, 'ATTACH_PDF');
        expect(added.statusCode, `ATTACH_PDF ${where}: ${added.body}`).toBe(attach ? 200 : refusal);
        expect(await pdfRows(report), where).toBe(before + (attach ? 1 : 0));
        checked++;
        if (who === 'lims') continue; // FileService is for signed-in users; the LIMS only pushes.
        const listed = await f.call(
          who,
          'GET',
          `FileService/GetAccessory?foreignTable=BuReport&foreignKey=${report.id}`,
        );
        const rows = envelopeOf<unknown[]>(ok(listed)).result ?? [];
        const read = canDo(status, { type: 'READ_PDF', role: who });
        expect(rows.length, `READ_PDF ${where}`).toBe(read ? await pdfRows(report) : 0);
        const fresh = await withPdf();
        const [pdf] = await t.db.select().from(accessories).where(eq(accessories.foreignKey, fresh.id));
        const removed = await f.call(who, 'DELETE', `FileService/Delete?id=${pdf?.id}`);
        const remove = canDo(status, { type: 'REMOVE_PDF', role: who });
        // A PDF the caller may not see is not found; one it sees but may not remove answers as above.
        expect(removed.statusCode, `REMOVE_PDF ${where}: ${removed.body}`).toBe(remove ? 200 : read ? refusal : 404);
        expect(await pdfRows(fresh), where).toBe(remove ? 0 : 1);
        checked += 2;
      }
    }
    expect(checked).toBe(5 * (4 + 3 * 2));
  });
});
