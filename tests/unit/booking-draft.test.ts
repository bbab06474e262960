// The wizard's edges: a stored consignment → RESUME draft, the draft → Save input, messages for missing fields and
// contact validation, and which screen a list row opens.
import { describe, expect, it } from 'vitest';
import { contactProblem, contextFromDraft, problemsOf } from '../../machines/booking-wizard';
import {
  consignInputOf,
  draftFromConsignment,
  missingFieldMessage,
  samplesInputOf,
} from '../../src/features/booking/draft';
import { eligibleRows } from '../../src/features/consignment/batch';
import { pathForRow } from '../../src/features/consignor-consignments/ConsignorConsignmentsPage';
import { listRows, returnedConsignment } from '../../stories/booking/fixtures';

describe('booking draft mapping', () => {
  it('resumes a Returned consignment with its reason, samples and decimal prices', () => {
    const draft = draftFromConsignment(returnedConsignment);
    expect(draft.rollbackCause).toContain('样品数量不足');
    expect(draft.samples?.[0]?.testParams).toEqual([
      { id: 'pm-1', name: '细度', price: 60, count: 1 },
      { id: 'pm-2', name: '凝结时间', price: 80, count: 1 },
    ]);
    expect(contextFromDraft(draft).totalCents).toBe(14000);
  });

  it('drops the reason of a consignment that is not Returned', () => {
    expect(draftFromConsignment({ ...returnedConsignment, consignStatus: 10 }).rollbackCause).toBeNull();
  });

  it('leaves unset ids out of the Save input and sends samples with parameter counts', () => {
    const context = contextFromDraft({
      linkPerson: ' 张三 ',
      samples: [
        { testUnitSampleId: 's-1', sampleName: '水泥', testParams: [{ id: 'p', name: 'x', price: 1, count: 3 }] },
      ],
    });
    const input = consignInputOf(context);
    expect(input.testUnitId).toBeUndefined();
    expect(input.projectId).toBeUndefined();
    expect(input.linkPerson).toBe('张三');
    expect(samplesInputOf(context)).toEqual([
      {
        testUnitSampleId: 's-1',
        params: [{ tuTestParamId: 'p', count: 3 }],
        specificationType: null,
        produceInfo: null,
        children: [],
        properties: [],
        refSampleIds: [],
      },
    ]);
  });

  it('names missing fields, with 1-based sample numbers', () => {
    expect(missingFieldMessage('projectId')).toEqual({ id: 'booking.missing.projectId' });
    expect(missingFieldMessage('samples[1].testParams')).toEqual({
      id: 'booking.missing.sampleParams',
      values: { n: 2 },
    });
    expect(missingFieldMessage('invalid:samples[0].children')).toEqual({
      id: 'booking.invalid.sample.children',
      values: { n: 1 },
    });
    expect(missingFieldMessage('invalid:jzphone')).toEqual({ id: 'booking.invalid.jzphone' });
  });

  it('sends the per-sample fields, curing ages in order and the reference as a pair', () => {
    const context = contextFromDraft({
      samples: [
        {
          testUnitSampleId: 's-1',
          sampleName: '混凝土立方体试件',
          testParams: [],
          specificationType: ' C30 ',
          produceInfo: '',
          children: [
            { ageWaitTime: 7, projectPart: ' 墩身 ' },
            { ageWaitTime: 28, projectPart: '' },
          ],
          properties: [{ id: 'pr-1', displayName: '强度等级', valueType: 1, listValue: 'C30|C40', value: 'C30' }],
          refSampleId: 'b-9',
          refSampleLabel: 'CL-1 · 水泥',
        },
      ],
    });
    expect(samplesInputOf(context)[0]).toMatchObject({
      specificationType: 'C30',
      produceInfo: null,
      children: [
        { ageWaitTime: 7, projectPart: '墩身', orderIndex: 0 },
        { ageWaitTime: 28, projectPart: null, orderIndex: 1 },
      ],
      properties: [{ testSamplePropertyId: 'pr-1', value: 'C30' }],
      refSampleIds: ['b-9'],
    });
  });
});

describe('contact validation', () => {
  it('requires link person and phone, checks phone shapes, leaves the witness optional', () => {
    expect(contactProblem('linkPerson', ' ')).toBe('required');
    expect(contactProblem('linkPersonPhone', 'abc')).toBe('phone');
    expect(contactProblem('linkPersonPhone', '025-84561234')).toBeNull();
    expect(contactProblem('jzphone', '')).toBeNull();
    expect(contactProblem('jzcardNo', 'JZ-320600-0231')).toBeNull();
    const context = contextFromDraft({ linkPerson: '张三', linkPersonPhone: '13800000000', jzcardNo: '?' });
    expect(problemsOf(context).filter((p) => p.startsWith('invalid:'))).toEqual(['invalid:jzcardNo']);
  });
});

describe('consignor list rules (from the machine)', () => {
  it('opens Draft and Returned in the wizard, the rest in the detail', () => {
    const paths = listRows.map((row) => [row.consignStatus, pathForRow(row, 'consignor')]);
    expect(paths).toEqual([
      [10, '/ConsignInfo/addConsignInfo?id=c-10'],
      [20, '/ConsignInfo/consignInfoDetail/c-20'],
      [30, '/ConsignInfo/addConsignInfo?id=c-30'],
      [40, '/ConsignInfo/consignInfoDetail/c-40'],
      [60, '/ConsignInfo/consignInfoDetail/c-60'],
    ]);
  });

  it('opens every row in the read-only detail for admin, who edits no booking', () => {
    const paths = listRows.map((row) => pathForRow(row, 'admin'));
    expect(paths).toEqual(listRows.map((row) => `/ConsignInfo/consignInfoDetail/${row.id}`));
  });

  it('offers each batch action only for the rows whose status allows it', () => {
    const codes = (event: Parameters<typeof eligibleRows>[1]) =>
      eligibleRows(listRows, event, 'consignor').map((r) => r.id);
    expect(codes('COMMIT')).toEqual(['c-10', 'c-30']);
    expect(codes('CANCEL')).toEqual(['c-20', 'c-30', 'c-40']);
    expect(codes('DELETE')).toEqual(['c-10', 'c-30']);
    expect(codes('COPY')).toEqual(['c-10', 'c-20', 'c-30', 'c-40', 'c-60']);
    expect(codes('SET_MAIL')).toEqual(['c-40']);
  });
});
