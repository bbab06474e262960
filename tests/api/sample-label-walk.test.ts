import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import {
  allowedLabelEvents,
  LABEL_EVENT_TYPES,
  type LabelEvent,
  type LabelEventType,
  type LabelRole,
  LabelStatus,
  nextLabelStatus,
  sampleLabelMachine,
} from '../../machines/sample-label';
import { sampleLabels } from '../../server/db/schema/index';
import { ILIS, limsWorld } from './lims-helpers';
import { type LabelFixture, labelFixture, WITNESS_ACCOUNT_PHONE } from './sample-label-fixture';
import { shortestWays } from './walk-helpers';

// The sample label machine walked through the HTTP API. @xstate/graph's shortest paths give the way to every state;
// a fresh label is brought there over HTTP, each step sent by the role the path names. Then every event is sent by
// every caller that has a call for it, and the server must agree with the machine: an allowed event answers 200 and
// stores the machine's next status; a refused one changes nothing and answers 404 where the caller cannot see the
// label, 403 when its role may never send the event, 409 at the wrong moment.

/** consignor: the sampler; witness: consignor2, whose mobile is the witness phone (another unit); the lab; its LIMS. */
type Sender = 'consignor' | 'witness' | 'lab' | 'lims';
const ROLE: Record<Sender, LabelRole> = { consignor: 'consignor', witness: 'witness', lab: 'lab', lims: 'lims' };
const SENDERS: Record<LabelEventType, Sender[]> = {
  BIND: ['consignor', 'witness', 'lab'],
  WITNESS: ['witness', 'consignor', 'lab'],
  RECEIVE: ['lab', 'consignor'],
  START_TEST: ['lims'],
  RETAIN: ['lims'],
  DISPOSE: ['lims'],
  VOID: ['consignor', 'lab'],
};
const PUSHED: Partial<Record<LabelEventType, string>> = {
  START_TEST: 'inTest',
  RETAIN: 'retained',
  DISPOSE: 'disposed',
};

let f: LabelFixture;
let limsCode: string;

beforeAll(async () => {
  f = await labelFixture();
  limsCode = (await limsWorld(f.t)).lab1.code;
});
afterAll(() => f.t.close());

const eventOf = (type: LabelEventType, role: LabelRole): LabelEvent =>
  type === 'BIND'
    ? { type, role, photoCount: 1 }
    : type === 'VOID'
      ? { type, role, reason: 'walk' }
      : ({ type, role } as LabelEvent);

interface Label {
  id: string;
  code: string;
  consignId: string;
  /** A samplePhoto uploaded while the consignment still took them. */
  photo: string;
}

/** Sends `type` for `label` over HTTP as `who`. */
async function send(who: Sender, type: LabelEventType, label: Label) {
  const as = who === 'witness' ? 'consignor2' : who === 'lims' ? 'lab' : who;
  switch (type) {
    case 'BIND':
      return f.call(as, 'POST', 'SampleLabel/BindLabel', {
        consignId: label.consignId,
        labelCode: label.code,
        boundAt: new Date().toISOString(),
        photoFileIds: [label.photo],
      });
    case 'WITNESS':
      return f.call(as, 'POST', 'SampleLabel/WitnessLabels', { consignId: label.consignId, labelIds: [label.id] });
    case 'RECEIVE':
      return f.receive(label.code, as);
    case 'VOID':
      return f.call(as, 'POST', 'SampleLabel/VoidLabel', { labelId: label.id, reason: 'walk' });
    default:
      return f.t.app.inject({
        method: 'POST',
        url: `${ILIS}/PushSampleStatus`,
        payload: { authCode: limsCode, labelCode: label.code, status: PUSHED[type] },
      });
  }
}

const statusOf = async (label: Label) =>
  (await f.t.db.select({ s: sampleLabels.labelStatus }).from(sampleLabels).where(eq(sampleLabels.id, label.id)))[0]?.s;

/** A fresh one-sample consignment witnessed by consignor2's account: its label, brought along `steps`. */
async function bring(steps: readonly LabelEvent[]): Promise<Label> {
  const consignId = await f.consignment({ samples: 1, phone: WITNESS_ACCOUNT_PHONE });
  const [row] = (await f.labels(consignId)).items;
  const label = { id: row?.id as string, code: row?.labelCode as string, consignId, photo: await f.photo(consignId) };
  for (const step of steps) {
    const who = (Object.keys(ROLE) as Sender[]).find((s) => ROLE[s] === step.role) as Sender;
    const res = await send(who, step.type, label);
    if (res.statusCode !== 200) throw new Error(`${step.type} by ${step.role}: ${res.statusCode} ${res.body}`);
  }
  return label;
}

const everAllowed = (role: LabelRole, type: LabelEventType) =>
  Object.values(LabelStatus).some((status) => allowedLabelEvents(status, role).includes(type));

/** 404 for a label the caller does not see (the witness's account sees only what it witnesses), else 403 or 409. */
function refusal(who: Sender, type: LabelEventType): number {
  if (who === 'witness' && type !== 'WITNESS') return 404;
  return everAllowed(ROLE[who], type) ? 409 : 403;
}

const walkEvents = LABEL_EVENT_TYPES.flatMap((type) =>
  SENDERS[type].filter((who) => who !== 'lab' || type === 'RECEIVE').map((who) => eventOf(type, ROLE[who])),
);
const ways = shortestWays<LabelEvent>(getShortestPaths(sampleLabelMachine, { events: walkEvents }));

describe('sample label machine over HTTP', () => {
  it('the graph reaches every state', () => {
    expect([...ways.keys()].sort()).toEqual(Object.keys(LabelStatus).sort());
  });

  it.each([...ways.entries()])(
    'from %s, every event by every caller does what the machine says',
    async (state, steps) => {
      for (const type of LABEL_EVENT_TYPES) {
        for (const who of SENDERS[type]) {
          const label = await bring(steps);
          const from = LabelStatus[state as keyof typeof LabelStatus];
          expect(await statusOf(label)).toBe(from);
          const next = nextLabelStatus(from, eventOf(type, ROLE[who]));
          const res = await send(who, type, label);
          const what = `${state} ${type} by ${who}: ${res.statusCode} ${res.body.slice(0, 200)}`;
          if (next !== undefined) {
            expect(res.statusCode, what).toBe(200);
            expect(await statusOf(label), what).toBe(next);
          } else {
            // A LIMS repeating the status the label has is answered as it stands.
            const repeat = who === 'lims' && PUSHED[type] !== undefined && res.statusCode === 200;
            if (!repeat) expect(res.statusCode, what).toBe(refusal(who, type));
            expect(await statusOf(label), what).toBe(from);
          }
        }
      }
    },
  );
});
