import type { ConsignLabels, SampleLabelRow } from '../../contracts/sample-label';
import { type ConsignFixture, consignFixture, ok, type Who } from './consign-fixture';
import { content, multipart } from './files-fixture';
import { envelopeOf, type TestAppOptions } from './helpers';
import { latestCode, messagesTo } from './sms-outbox';

// The ground of the sample label tests: consignments of consignor with a witness on them, their labels, and the
// steps a sampler, a witness and a lab take through the API.

/** consignor2's mobile (demo seed): a user of another consigning unit, the supervising engineer with an account. */
export const WITNESS_ACCOUNT_PHONE = '13776600002';
/**
 * The n-th witness phone no account has (the witness confirms by SMS code): one per consignment, as a code is sent
 * to a number at most once a minute.
 */
export const witnessSmsPhone = (n: number) => `1395550${String(n).padStart(4, '0')}`;

export interface LabelFixture extends ConsignFixture {
  /**
   * A committed raw-material consignment (`samples` samples, witness phone `phone`, else a fresh witnessSmsPhone), at
   * 20 or (accepted) 40.
   */
  consignment(options?: { samples?: number; phone?: string; accepted?: boolean }): Promise<string>;
  labels(consignId: string, who?: Who): Promise<ConsignLabels>;
  /** A samplePhoto uploaded on the consignment by consignor: its file id. */
  photo(consignId: string): Promise<string>;
  bind(consignId: string, labelCode: string, photos?: string[]): ReturnType<ConsignFixture['call']>;
  /** Binds every Printed label of the consignment with one photo each. */
  bindAll(consignId: string): Promise<void>;
  /** The witness phone on the consignment. */
  phoneOf(consignId: string): string;
  /** The SMS code texted to the witness phone by SendWitnessCode (sent now). */
  witnessCode(consignId: string): Promise<string>;
  /** Witnesses every Bound label through the SMS code. */
  witnessAll(consignId: string): Promise<void>;
  receive(labelCode: string, who?: Who): ReturnType<ConsignFixture['call']>;
  /** Binds, witnesses and receives every label: the consignment then is samples-received. */
  receiveAll(consignId: string): Promise<void>;
}

export const resultOf = <T>(response: { json<R>(): R }) => envelopeOf<T>(response).result as T;

export async function labelFixture(options: TestAppOptions = {}): Promise<LabelFixture> {
  const f = await consignFixture({ queue: true, ...options });
  const { call, labId, projectId, sample } = f;

  const phones = new Map<string, string>();
  const phoneOf = (consignId: string) => phones.get(consignId) ?? '';

  async function consignment({ samples = 2, phone = witnessSmsPhone(phones.size + 1), accepted = true } = {}) {
    const created = ok(
      await call('consignor', 'POST', 'BuConsignInfo/CreateRawMateriaConsingInfo', { testUnitId: labId }),
    );
    const id = resultOf<{ id: string }>(created).id;
    ok(
      await call('consignor', 'POST', 'BuConsignInfo/SaveConsignInfo', {
        id,
        projectId,
        linkPerson: 'A',
        linkPersonPhone: '13900000000',
        jzunit: '监理单位',
        jhperson: '刘见证',
        jzphone: phone,
        samples: Array.from({ length: samples }, () => sample(1)),
      }),
    );
    phones.set(id, phone);
    ok(await call('consignor', 'POST', `BuConsignInfo/CommitConsignInfo?consignInfoIds=${id}`));
    if (accepted) ok(await call('lab', 'POST', 'BuConsignInfo/PassAuditConsignInfo', { consignInfoIds: [id] }));
    return id;
  }

  const labels = async (consignId: string, who: Who = 'consignor') =>
    resultOf<ConsignLabels>(ok(await call(who, 'GET', `SampleLabel/GetConsignLabels?consignId=${consignId}`)));

  async function photo(consignId: string) {
    const { payload, 'content-type': type } = multipart([
      { name: 'foreignTable', value: 'BuConsignInfo' },
      { name: 'foreignKey', value: consignId },
      { name: 'accessoryType', value: 'samplePhoto' },
      { name: 'file', filename: 'sample.png', type: 'image/png', content: content.png },
    ]);
    const response = await f.t.app.inject({
      method: 'POST',
      url: '/api/services/app/FileService/uploadAccessory',
      headers: { ...f.t.auth(f.tok.consignor), 'content-type': type },
      payload,
    });
    return resultOf<{ id: string }>(ok(response)).id;
  }

  const bind = async (consignId: string, labelCode: string, photos?: string[]) =>
    call('consignor', 'POST', 'SampleLabel/BindLabel', {
      consignId,
      labelCode,
      boundAt: new Date().toISOString(),
      latitude: 31.23,
      longitude: 121.47,
      photoFileIds: photos ?? [await photo(consignId)],
    });

  async function bindAll(consignId: string) {
    for (const label of (await labels(consignId)).items.filter((l) => l.labelStatus === 10)) {
      ok(await bind(consignId, label.labelCode));
    }
  }

  async function witnessCode(consignId: string) {
    const phone = phoneOf(consignId);
    const before = (await messagesTo(f.t, phone)).length;
    ok(await call('consignor', 'POST', 'SampleLabel/SendWitnessCode', { consignId }));
    return latestCode(f.t, phone, before + 1);
  }

  async function witnessAll(consignId: string) {
    const bound = (await labels(consignId)).items.filter((l) => l.labelStatus === 20).map((l) => l.id);
    const smsCode = await witnessCode(consignId);
    ok(await call('consignor', 'POST', 'SampleLabel/WitnessLabels', { consignId, labelIds: bound, smsCode }));
  }

  const receive = (labelCode: string, who: Who = 'lab') => call(who, 'POST', 'SampleLabel/ReceiveLabel', { labelCode });

  async function receiveAll(consignId: string) {
    await bindAll(consignId);
    await witnessAll(consignId);
    for (const label of (await labels(consignId)).items.filter((l: SampleLabelRow) => l.labelStatus === 30)) {
      ok(await receive(label.labelCode));
    }
  }

  return { ...f, consignment, labels, photo, bind, bindAll, phoneOf, witnessCode, witnessAll, receive, receiveAll };
}
