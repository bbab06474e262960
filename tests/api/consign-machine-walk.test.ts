import { count, eq } from 'drizzle-orm';
import type { Response } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import {
  type ActorRole,
  allowedEvents,
  type ConsignmentEvent,
  type ConsignmentEventType,
  ConsignStatus,
  ConsignType,
  consignmentMachine,
  LAB_VISIBLE_STATUSES,
  nextStatus,
  stateToStatus,
} from '../../machines/consignment';
import { buReports, consignInfos, consignLogs } from '../../server/db/schema/index';
import { type ConsignFixture, ok, withoutLabels } from './consign-fixture';
import { envelopeOf, type TestApp } from './helpers';
import { ILIS, type LimsWorld } from './lims-helpers';
import { shortestWays, walkWorld } from './walk-helpers';

// The consignment machine walked through the HTTP API. For each consignType, @xstate/graph's shortest paths give
// the way to every state; a fresh record is brought there over HTTP, each step sent by the role the path names.
// Then every event is sent from that state by every role that has a call for it, and the server must agree with
// the machine: an allowed event answers 200 and stores the machine's next status with one more log row; a refused
// one changes nothing (no status, no log row, no report) and answers as docs/decisions.md "Refusals" says: 404 where
// the caller cannot see the record, 403 when the role may never send the event, 409 at the wrong moment.

type Sender = 'consignor' | 'lab' | 'admin' | 'lims' | 'system';
type StateName = string;

let f: ConsignFixture;
let t: TestApp;
let lims: LimsWorld;
let serial = 0;

beforeAll(async () => {
  ({ f, lims } = await walkWorld());
  t = f.t;
});
afterAll(() => t.close());

/** The payload-valid event of `type` from `role` (what a person fills in the dialog). */
function eventOf(type: ConsignmentEventType, role: ActorRole): ConsignmentEvent {
  switch (type) {
    case 'COMMIT':
      return { type, role, missing: [] };
    case 'REJECT':
    case 'CANCEL':
      return { type, role, reason: 'walk' };
    case 'SET_MAIL':
      return { type, role, mailOrderNumber: 'SF-WALK' };
    case 'COMPLETE':
      return { type, role, reportStatuses: [40] };
    default:
      return { type, role };
  }
}

/** The roles that have a call for each event: bearer users for the consignment calls, the LIMS for its pushes. */
const SENDERS: Record<ConsignmentEventType, Sender[]> = {
  SAVE: ['consignor', 'lab', 'admin'],
  COMMIT: ['consignor', 'lab', 'admin'],
  PASS: ['consignor', 'lab', 'admin'],
  REJECT: ['consignor', 'lab', 'admin'],
  CANCEL: ['consignor', 'lab', 'admin', 'lims'],
  CONFIRM_SAMPLE: ['consignor', 'lab', 'admin', 'lims'],
  SYNC: ['consignor', 'lab', 'admin', 'lims'],
  // The server completes a consignment itself when the lab issues its last report.
  COMPLETE: ['system'],
  ADD_REPORT: ['consignor', 'lab', 'admin', 'lims'],
  SET_MAIL: ['consignor', 'lab', 'admin'],
  COPY: ['consignor', 'lab', 'admin'],
  DELETE: ['consignor', 'lab', 'admin'],
};
const EVENT_TYPES = Object.keys(SENDERS) as ConsignmentEventType[];

const bc = (path: string) => `BuConsignInfo/${path}`;

/** Sends `type` for consignment `id` over HTTP as `who`. */
async function send(who: Sender, type: ConsignmentEventType, id: string, consignType: number): Promise<Response> {
  const as = who === 'lims' || who === 'system' ? 'lab' : who;
  const ids = { consignInfoIds: [id] };
  const limsPost = (path: string, body: object) =>
    t.app.inject({ method: 'POST', url: `${ILIS}/${path}`, payload: { ...body, authCode: lims.lab1.code } });
  const reportNumber = () => `WALK-${++serial}`;
  if (who === 'lims') {
    switch (type) {
      case 'CANCEL':
        return limsPost('PushConsignStatus', { consignInfoIDs: [id], consignStatus: 70, changeDescription: 'walk' });
      case 'CONFIRM_SAMPLE':
        return limsPost('PushConsignStatus', { consignInfoIDs: [id], consignStatus: 50 });
      case 'SYNC':
        return limsPost('PushConsignBillGenStatus', {
          consignInfoID: id,
          isConsignBillGened: true,
          consignFormaNumber: `F-${++serial}`,
        });
      case 'ADD_REPORT':
        return limsPost('PushReportInfo', {
          consignInfoID: id,
          reportNumber: reportNumber(),
          reportStatus: 10,
          reportAuthCode: 'WALK1234',
        });
      default:
        throw new Error(`the LIMS has no call for ${type}`);
    }
  }
  switch (type) {
    case 'SAVE':
      return consignType === ConsignType.RawMaterial
        ? f.call(as, 'POST', bc('SaveConsignInfo'), { id, memo: `walk ${++serial}` })
        : f.call(as, 'PUT', bc('UpdatePreSiteConsign'), { id, consignType, memo: `walk ${++serial}` });
    case 'COMMIT': {
      // This walk takes the whole-consignment confirm of a consignment without labels; the labels' own path (the
      // last sample received moves the consignment) is walked in sample-label-walk.test.ts.
      const committed = await f.call(as, 'POST', bc(`CommitConsignInfo?consignInfoIds=${id}`));
      if (committed.statusCode === 200) await withoutLabels(t, id);
      return committed;
    }
    case 'PASS':
      return f.call(as, 'POST', bc('PassAuditConsignInfo'), ids);
    case 'REJECT':
      return f.call(as, 'POST', bc('NoPassAuditConsignInfo'), { ...ids, description: 'walk' });
    case 'CANCEL':
      return f.call(as, 'POST', bc('CancelConsignInfo'), { ...ids, description: 'walk' });
    case 'CONFIRM_SAMPLE':
      return f.call(as, 'POST', bc('ConfirmSample'), { ids: [id] });
    case 'SYNC':
      return f.call(as, 'POST', bc('SyncUpdateConsignInfo'), { ids: [id], changes: { memo: `sync ${++serial}` } });
    case 'SET_MAIL':
      return f.call(as, 'POST', bc('SetMailOrderNumber'), { ...ids, mailOrderNumber: 'SF-WALK' });
    case 'COPY':
      return f.call(as, 'POST', bc('CopyConsignInfo'), ids);
    case 'DELETE':
      return f.call(as, 'DELETE', bc(`DeleteConsignInfo?ids=${id}`));
    case 'ADD_REPORT':
      return f.call(as, 'POST', 'BuReport/CreateReport', { consignId: id, reportNumber: reportNumber() });
    case 'COMPLETE': {
      // The lab adds a report and issues it: with every report issued, the server sends COMPLETE itself.
      const created = await f.call('lab', 'POST', 'BuReport/CreateReport', {
        consignId: id,
        reportNumber: reportNumber(),
      });
      if (created.statusCode !== 200) return created;
      const reportId = envelopeOf<{ id: string }>(created).result?.id as string;
      return f.call('lab', 'PUT', 'BuReport/UpdateReportStatus', { reportIds: [reportId], reportStatus: 40 });
    }
  }
}

/** What the server stores about a consignment: status, soft delete, log rows and reports. */
async function stored(id: string) {
  const [row] = await t.db.select().from(consignInfos).where(eq(consignInfos.id, id));
  const [logs] = await t.db.select({ n: count() }).from(consignLogs).where(eq(consignLogs.consignId, id));
  const [reports] = await t.db.select({ n: count() }).from(buReports).where(eq(buReports.consignId, id));
  return { status: row?.consignStatus, deleted: row?.isDeleted, logs: logs?.n ?? 0, reports: reports?.n ?? 0 };
}

/** A new consignment of `consignType` (consignor → lab1), complete enough to commit: the machine's Draft. */
async function draft(consignType: number): Promise<string> {
  const fields = { projectId: f.projectId, linkPerson: 'Walk', linkPersonPhone: '13900000009', samples: [f.sample()] };
  if (consignType === ConsignType.RawMaterial) {
    const created = ok(await f.call('consignor', 'POST', bc('CreateRawMateriaConsingInfo'), { testUnitId: f.labId }));
    const id = envelopeOf<{ id: string }>(created).result?.id as string;
    ok(await f.call('consignor', 'POST', bc('SaveConsignInfo'), { id, ...fields }));
    return id;
  }
  const created = await f.call('consignor', 'PUT', bc('UpdatePreSiteConsign'), {
    ...fields,
    consignType,
    testUnitId: f.labId,
    expectTestTime: '2031-01-10T02:00:00.000Z',
    testContent: 'Pile integrity',
  });
  return envelopeOf<{ id: string }>(ok(created)).result?.id as string;
}

/** The shortest way to each state, as (type, role) steps, from the machine with this consignment's context. */
function recipes(consignType: ConsignType): Map<StateName, ConsignmentEvent[]> {
  const walkEvents = EVENT_TYPES.filter((type) => !['COPY', 'SYNC', 'SET_MAIL', 'SAVE'].includes(type)).flatMap(
    (type) => SENDERS[type].filter((who) => who !== 'admin').map((who) => eventOf(type, who)),
  );
  const paths = getShortestPaths(consignmentMachine, { events: walkEvents, input: { consignType } });
  return shortestWays<ConsignmentEvent>(paths);
}

/** A fresh record brought to the end of `steps` over HTTP; every step must succeed. */
async function bring(consignType: ConsignType, steps: readonly ConsignmentEvent[]): Promise<string> {
  const id = await draft(consignType);
  for (const step of steps) {
    const res = await send(step.role as Sender, step.type, id, consignType);
    if (res.statusCode !== 200) throw new Error(`${step.type} by ${step.role}: ${res.statusCode} ${res.body}`);
  }
  return id;
}

const TYPES: ConsignType[] = [ConsignType.RawMaterial, ConsignType.OnSite, ConsignType.Handover];

/** Whether the machine lets `who` send `type` from some status of some consignType at all. */
const everAllowed = (who: Sender, type: ConsignmentEventType): boolean =>
  Object.values(ConsignStatus).some((status) =>
    TYPES.some((consignType) => allowedEvents(status, who, { consignType }).includes(type)),
  );

/** The status a refusal answers: 404 for a record the caller's side does not see, else 403 never or 409 not now. */
function refusalStatus(who: Sender, type: ConsignmentEventType, status: number): number {
  const labSide = who === 'lab' || who === 'lims' || who === 'system';
  if (labSide && !LAB_VISIBLE_STATUSES.some((seen) => seen === status)) return 404;
  return everAllowed(who, type) ? 409 : 403;
}

/** Whether the server refused: nothing was done for this id (a 4xx, or a LIMS push answering it as unchanged). */
function refusedBy(res: Response, id: string): boolean {
  if (res.statusCode >= 400) return true;
  const result = envelopeOf<{ unchanged?: string[]; changed?: boolean }>(res).result;
  return result?.unchanged?.includes(id) === true || result?.changed === false;
}

describe.each(TYPES)('consignment machine over HTTP, consignType %i', (consignType) => {
  it('reaches every state of the machine the way the graph says', async () => {
    const ways = recipes(consignType);
    expect([...ways.keys()].sort()).toEqual(
      ['Accepted', 'Cancelled', 'Completed', 'Deleted', 'Draft', 'InTest', 'Returned', 'Submitted'].sort(),
    );
    for (const [state, steps] of ways) {
      const id = await bring(consignType, steps);
      const now = await stored(id);
      expect(now.deleted, state).toBe(state === 'Deleted');
      if (state !== 'Deleted') expect(now.status, state).toBe(stateToStatus(state as never));
    }
  });

  it('every (state, event, role): the server does exactly what the machine allows, and nothing else', async () => {
    let allowed = 0;
    let refused = 0;
    for (const [state, steps] of recipes(consignType)) {
      if (state === 'Deleted') continue;
      const status = stateToStatus(state as never);
      // Refused events change nothing, so one record serves them all; each allowed event gets a fresh record.
      const shared = await bring(consignType, steps);
      for (const type of EVENT_TYPES) {
        for (const who of SENDERS[type]) {
          const event = eventOf(type, who);
          const to = nextStatus(status, event, { consignType });
          const where = `${state} ${type} by ${who}`;
          if (to === undefined) {
            const before = await stored(shared);
            const res = await send(who, type, shared, consignType);
            expect(refusedBy(res, shared), `${where}: ${res.statusCode} ${res.body}`).toBe(true);
            if (res.statusCode >= 400) expect(res.statusCode, where).toBe(refusalStatus(who, type, status));
            expect(await stored(shared), where).toEqual(before);
            refused++;
            continue;
          }
          const id = await bring(consignType, steps);
          const before = await stored(id);
          const res = await send(who, type, id, consignType);
          expect(res.statusCode, `${where}: ${res.body}`).toBe(200);
          const after = await stored(id);
          expect(after.status, where).toBe(to);
          expect(after.deleted, where).toBe(type === 'DELETE');
          if (type === 'COPY') {
            // The copy is a new Draft with its own log; the original keeps its status and log.
            const [copy] = envelopeOf<{ succeeded: string[] }>(res).result?.succeeded ?? [];
            expect(await stored(copy as string), where).toMatchObject({ status: 10, deleted: false, logs: 1 });
          } else expect(after.logs, where).toBeGreaterThan(before.logs);
          allowed++;
        }
      }
    }
    expect(allowed).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(100);
  });
});

describe('bookings have no parcel', () => {
  it('SetMailOrderNumber on an accepted booking is refused and writes nothing; on raw material it is stored', async () => {
    const way = recipes(ConsignType.OnSite).get('Accepted') ?? [];
    const booking = await bring(ConsignType.OnSite, way);
    const before = await stored(booking);
    const res = await send('consignor', 'SET_MAIL', booking, ConsignType.OnSite);
    expect(res.statusCode).toBe(409);
    expect(await stored(booking)).toEqual(before);
    const detail = envelopeOf<{ allowedActions: string[] }>(
      ok(await f.call('consignor', 'GET', bc(`GetConsingInfo?id=${booking}`))),
    ).result;
    expect(detail?.allowedActions).not.toContain('SET_MAIL');

    const raw = await bring(ConsignType.RawMaterial, recipes(ConsignType.RawMaterial).get('Accepted') ?? []);
    ok(await send('consignor', 'SET_MAIL', raw, ConsignType.RawMaterial));
    const [row] = await t.db.select().from(consignInfos).where(eq(consignInfos.id, raw));
    expect(row?.mailOrderNumber).toBe('SF-WALK');
  });
});
