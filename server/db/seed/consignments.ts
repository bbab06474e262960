import { randomBytes } from 'node:crypto';
import { ISSUED_STATUSES } from '../../../machines/report';
import { nextConsignCode } from '../../lib/consign-code';
import { ConsignStatus, ConsignType, ExeType, ReportStatus } from '../../lib/enums';
import type { Transaction } from '../client';
import { newId } from '../ids';
import { buReports, buSampleInfos, buSampleParams, consignInfos, consignLogs } from '../schema/index';
import type { SeededCatalogue } from './catalogue';
import type { ConsignmentSeed } from './demo-consignments';

const S = ConsignStatus;

/** The workflow steps that lead to a status, as [exeType, from, to]. */
function pathTo(status: number): [number, number | null, number][] {
  const save: [number, number | null, number] = [ExeType.Save, null, S.Draft];
  const commit: [number, number | null, number] = [ExeType.Commit, S.Draft, S.Submitted];
  const pass: [number, number | null, number] = [ExeType.Pass, S.Submitted, S.Accepted];
  const confirm: [number, number | null, number] = [ExeType.ConfirmSample, S.Accepted, S.InTest];
  switch (status) {
    case S.Draft:
      return [save];
    case S.Submitted:
      return [save, commit];
    case S.Returned:
      return [save, commit, [ExeType.Reject, S.Submitted, S.Returned]];
    case S.Accepted:
      return [save, commit, pass];
    case S.InTest:
      return [save, commit, pass, confirm];
    case S.Completed:
      return [save, commit, pass, confirm, [ExeType.Complete, S.InTest, S.Completed]];
    default:
      return [save, commit, [ExeType.Cancel, S.Submitted, S.Cancelled]];
  }
}

const authCode = () =>
  randomBytes(6)
    .toString('base64url')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '7')
    .slice(0, 8);

export interface ConsignmentContext {
  consignUnitId: string;
  testUnitId: string;
  testUnitAddressId: string | null;
  projectId: string;
  consignor: { id: string; name: string; phone: string };
  labUser: { id: string; userName: string };
  catalogue: SeededCatalogue;
  reportPrefix: string;
  reportSeq: { next: number };
}

/** One demo consignment with its samples, parameters, workflow log and reports. */
export async function seedConsignment(tx: Transaction, seed: ConsignmentSeed, ctx: ConsignmentContext): Promise<void> {
  const day = 24 * 3600 * 1000;
  const created = new Date(Date.now() - seed.daysAgo * day);
  const id = newId();
  const steps = pathTo(seed.status);
  const at = (step: number) => new Date(created.getTime() + step * 3 * 3600 * 1000);
  const passed = steps.findIndex(([exe]) => exe === ExeType.Pass);
  const received = steps.findIndex(([exe]) => exe === ExeType.ConfirmSample);
  await tx.insert(consignInfos).values({
    id,
    consignCode: await nextConsignCode(tx, ctx.testUnitId, seed.type, created),
    consignType: seed.type,
    consignStatus: seed.status,
    consignUnitId: ctx.consignUnitId,
    testUnitId: ctx.testUnitId,
    projectId: ctx.projectId,
    testUnitAddressId: ctx.testUnitAddressId,
    linkPerson: ctx.consignor.name,
    linkPersonPhone: ctx.consignor.phone,
    jzunit: '江苏交科工程监理有限公司',
    jhperson: '刘见证',
    jzcardNo: 'JZ-320600-0231',
    jzphone: '13951300077',
    rollbackCause: seed.status === S.Returned ? (seed.reason ?? null) : null,
    cancelCause: seed.status === S.Cancelled ? (seed.reason ?? null) : null,
    mailOrderNumber: seed.mailOrderNumber ?? null,
    isSaved: true,
    commitConsignTime: seed.status === S.Draft ? null : at(1),
    acceptTime: passed >= 0 ? at(passed) : null,
    receiveTime: received >= 0 ? at(received) : null,
    completeTime: seed.status === S.Completed ? at(steps.length - 1) : null,
    expectTestTime: seed.status === S.Draft ? null : new Date(created.getTime() + 3 * day),
    // A booking (on site, handover) says what the lab is to test on site.
    testContent:
      seed.type === ConsignType.RawMaterial
        ? null
        : seed.samples.map((s) => ctx.catalogue.samples.get(s.sample)?.name).join('、'),
    creationTime: created,
    creatorUserId: ctx.consignor.id,
  });
  for (const [orderIndex, chosen] of seed.samples.entries()) {
    const sample = ctx.catalogue.samples.get(chosen.sample);
    if (!sample) throw new Error(`demo catalogue has no sample ${chosen.sample}`);
    const sampleId = newId();
    await tx.insert(buSampleInfos).values({
      id: sampleId,
      consignId: id,
      testUnitSampleId: sample.id,
      testUnitSampleName: sample.name,
      bigCategoryId: sample.parentId,
      sampleNameLink: sample.name,
      testGroupCount: 1,
      projectOrPurpose: '主体结构',
      specificationType: chosen.sample === 'GJ' ? 'HRB400E Φ25' : chosen.sample === 'SN' ? 'P·O 42.5' : null,
      produceInfo: '批号 2024-07-15',
      extractAddress: '项目部材料堆场',
      afterTestOperate: 2,
      orderIndex,
      creationTime: created,
    });
    await tx.insert(buSampleParams).values(
      chosen.params.map((code) => {
        const param = sample.params.get(code);
        if (!param) throw new Error(`demo catalogue has no parameter ${code}`);
        return {
          id: newId(),
          buSampleInfoId: sampleId,
          tuTestParamId: param.id,
          tuTestParamCode: code,
          tuTestParamName: param.name,
          tuTestParamPrice: param.price,
          bigCategoryId: sample.parentId,
        };
      }),
    );
  }
  await tx.insert(consignLogs).values(
    steps.map(([exeType, from, to], step) => {
      const byLab = exeType !== ExeType.Save && exeType !== ExeType.Commit && exeType !== ExeType.Cancel;
      return {
        id: newId(),
        consignId: id,
        workFlowName: 'ConsignInfo',
        curStep: from,
        nextStep: to,
        exeType,
        exeUserId: byLab ? ctx.labUser.id : ctx.consignor.id,
        exeUserName: byLab ? ctx.labUser.userName : ctx.consignor.name,
        exeTime: at(step),
        exeDescription: exeType === ExeType.Reject || exeType === ExeType.Cancel ? (seed.reason ?? null) : null,
      };
    }),
  );
  for (const reportStatus of seed.reports ?? []) {
    const number = `${ctx.reportPrefix}-${created.getFullYear()}-${String(ctx.reportSeq.next++).padStart(4, '0')}`;
    const issued = ISSUED_STATUSES.some((s) => s === reportStatus);
    await tx.insert(buReports).values({
      id: newId(),
      consignId: id,
      testUnitId: ctx.testUnitId,
      consignUnitId: ctx.consignUnitId,
      reportNumber: number,
      reportStatus,
      authCode: authCode(),
      testContent: seed.samples.map((s) => ctx.catalogue.samples.get(s.sample)?.name).join('、'),
      expressNumber: reportStatus === ReportStatus.Delivered ? 'SF1409988776655' : null,
      expressBusiness: reportStatus === ReportStatus.Delivered ? '顺丰速运' : null,
      issueTime: issued ? at(steps.length) : null,
      deliverTime: reportStatus === ReportStatus.Delivered ? at(steps.length + 8) : null,
      creationTime: at(steps.length - 1),
    });
  }
}
