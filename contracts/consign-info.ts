import { type Static, type TSchema, Type } from 'typebox';
import { blankOr, CARD_NO_RULE, CONTACT_MAX_LENGTH as MAX, PHONE_RULE } from '../machines/consign-fields';
import { CONSIGNMENT_EVENT_TYPES } from '../machines/consignment';
import { Id, Input, IsoDate, Line, Nullable, named, pagedQuery, Str } from './common';
import { SampleDetail, SampleInput } from './sample-info';
import { ContactPhone } from './validate-code';

// Wire shapes of BuConsignInfo (docs/api.md). Field names are the product's wire names, kept as they are
// (tuqualificationId, jzunit, jhperson, jzcardNo, consignTypeVal, "Consing" in method names).

const OptionalText = (max: number) => Type.Optional(Nullable(Str(max)));
const Time = Type.String({ format: 'date-time' });
const Money = Type.String({ description: 'decimal with two places, computed in SQL' });
/** What the consignment machine's CONFIRM_SAMPLE guard reads (machines/sample-label.ts allSamplesReceived). */
const LabelStatuses = Type.Array(Type.Integer(), {
  description:
    'the labelStatus of each label of the consignment (voided ones too), read in SQL: the samples are received when ' +
    'every live label is; empty for a consignment without labels',
});
/** A contact's phone: blank (a draft may leave it) or by the phone rule. */
const Phone = Type.Optional(Nullable(ContactPhone(MAX.linkPersonPhone, blankOr(PHONE_RULE))));

export const consignInputFields = {
  testUnitId: Type.Optional(Id('the lab; required at creation, fixed afterwards')),
  testUnitAddressId: Type.Optional(Nullable(Id())),
  projectId: Type.Optional(Nullable(Id())),
  linkPerson: Type.Optional(Nullable(Line(MAX.linkPerson))),
  linkPersonPhone: Phone,
  jzunit: Type.Optional(Nullable(Line(MAX.jzunit))),
  jhperson: Type.Optional(Nullable(Line(MAX.jhperson))),
  jzcardNo: Type.Optional(Nullable(Type.String({ maxLength: MAX.jzcardNo, pattern: blankOr(CARD_NO_RULE) }))),
  jzphone: Phone,
  tuqualificationId: Type.Optional(Nullable(Id())),
  memo: OptionalText(1000),
};

export const CreateBody = named(
  'CreateConsignBody',
  Input({ ...consignInputFields, testUnitId: Id('the lab the consignment is addressed to') }),
);
export type CreateBody = Static<typeof CreateBody>;
export const SaveBody = named(
  'SaveConsignBody',
  Input({
    ...consignInputFields,
    id: Id(),
    samples: Type.Optional(Type.Array(SampleInput, { maxItems: 100 })),
  }),
);
export type SaveBody = Static<typeof SaveBody>;

const Ids = Type.Array(Id(), { minItems: 1, maxItems: 1000 });
const Description = Type.Optional(Nullable(Str(500)));
const Reason = Str(500, { minLength: 1 });

export const IdsBody = named('ConsignIdsBody', Input({ consignInfoIds: Ids, description: Description }));
export type IdsBody = Static<typeof IdsBody>;
export const ReasonBody = named('ConsignReasonBody', Input({ consignInfoIds: Ids, description: Reason }));
export type ReasonBody = Static<typeof ReasonBody>;
export const IdsShortBody = named('ConsignIdsShortBody', Input({ ids: Ids, description: Description }));
export type IdsShortBody = Static<typeof IdsShortBody>;
export const SyncBody = named(
  'ConsignSyncBody',
  Input({
    ids: Ids,
    description: Description,
    // The specification's clients send ids and a description only: no changes is a sync that changes nothing.
    changes: Type.Object(
      {
        memo: OptionalText(1000),
        linkPerson: consignInputFields.linkPerson,
        linkPersonPhone: consignInputFields.linkPersonPhone,
        jzunit: consignInputFields.jzunit,
        jhperson: consignInputFields.jhperson,
        jzcardNo: consignInputFields.jzcardNo,
        jzphone: consignInputFields.jzphone,
        consignFormaNumber: OptionalText(64),
      },
      { default: {} },
    ),
  }),
);
export type SyncBody = Static<typeof SyncBody>;
export const MailBody = named(
  'ConsignMailBody',
  Input({ consignInfoIds: Ids, mailOrderNumber: Str(64, { minLength: 1 }) }),
);
export type MailBody = Static<typeof MailBody>;
export const CommitQuery = Input({ consignInfoIds: Ids, description: Type.Optional(Str(500)) });
export const DeleteQuery = Input({ ids: Ids, description: Type.Optional(Str(500)) });

const StatusCounts = Type.Array(Type.Object({ consignStatus: Type.Integer(), count: Type.Integer() }));

/** A consignment list: one page of rows, and the per-status counts of the same filters without the status filter. */
export const CountedPage = <T extends TSchema>(row: T) =>
  Type.Object({ totalCount: Type.Integer(), items: Type.Array(row), statusCounts: StatusCounts });
const Status = Type.Integer({ minimum: 10, maximum: 70 });

const listFilters = {
  keyword: Type.Optional(Str(128)),
  consignStatuses: Type.Optional(Type.Array(Status, { maxItems: 7 })),
  consignStartTime: Type.Optional(IsoDate),
  consignEndTime: Type.Optional(IsoDate),
  ...pagedQuery,
};
/** GetRawMateriaConsignInfoList's filters. */
export const ListQuery = Input(listFilters);
export type ListQuery = Static<typeof ListQuery>;
/** The _Mobile variant adds the lab's name. */
export const MobileListQuery = Input({ ...listFilters, testUnitName: Type.Optional(Str(128)) });
export type MobileListQuery = Static<typeof MobileListQuery>;

export const ConsignListRow = named(
  'ConsignListRow',
  Type.Object({
    id: Id(),
    consignCode: Type.String(),
    consignType: Type.Integer(),
    projectName: Nullable(Type.String()),
    testUnitId: Id(),
    testUnitName: Type.String(),
    testUnitIsIlisCust: Type.Boolean(),
    consignUnitName: Type.String(),
    sampleNames: Type.String(),
    sampleCount: Type.Integer(),
    mailOrderNumber: Nullable(Type.String()),
    consignStatus: Type.Integer(),
    consignStatusStr: Type.String(),
    rollbackCause: Nullable(Type.String()),
    totalPrice: Money,
    creationTime: Time,
    commitConsignTime: Nullable(Time),
    isConsignBillGened: Type.Boolean(),
    consignBillFile: Nullable(Type.String()),
    consignFormaNumber: Nullable(Type.String()),
  }),
);
export type ConsignListRow = Static<typeof ConsignListRow>;

export const ConsignList = named('ConsignList', CountedPage(ConsignListRow));
export type ConsignList = Static<typeof ConsignList>;

export const PreConsignRow = named(
  'PreConsignRow',
  Type.Object({
    id: Id(),
    consignCode: Type.String(),
    consignType: Type.Integer(),
    consignTypeVal: Type.String(),
    consignUnit: Type.String(),
    testUnitId: Id(),
    testUnitName: Type.String(),
    testContent: Type.String(),
    consignStatus: Type.Integer(),
    consignStatusVal: Type.String(),
    mailOrderNumber: Nullable(Type.String()),
    projectName: Nullable(Type.String()),
    sendPerson: Nullable(Type.String()),
    sendPersonPhone: Nullable(Type.String()),
    consignFormaNumber: Nullable(Type.String()),
    commitConsignTime: Nullable(Time),
    expectTestTime: Nullable(Time),
    labelStatuses: LabelStatuses,
  }),
);
export type PreConsignRow = Static<typeof PreConsignRow>;

export const PreConsignList = named('PreConsignList', CountedPage(PreConsignRow));
export type PreConsignList = Static<typeof PreConsignList>;

export const PreListQuery = Input({
  testUnitId: Type.Optional(Id("one lab's consignments (admin's lab filter; a lab sees only its own)")),
  search: Type.Optional(Str(128)),
  consignType: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  consignStatus: Type.Optional(Type.Array(Status, { maxItems: 7 })),
  // As the consignor list's: UTC calendar days, both included; here they read the commit time (when the lab received
  // it), the time the dashboard's "received" counts.
  consignStartTime: Type.Optional(IsoDate),
  consignEndTime: Type.Optional(IsoDate),
  sortProp: Type.Optional(
    Type.Union([
      Type.Literal('consignCode'),
      Type.Literal('commitConsignTime'),
      Type.Literal('consignStatus'),
      Type.Literal('projectName'),
    ]),
  ),
  sortOrder: Type.Optional(Type.Union([Type.Literal('ascending'), Type.Literal('descending')])),
  ...pagedQuery,
});
export type PreListQuery = Static<typeof PreListQuery>;

export const Consignment = named(
  'Consignment',
  Type.Object({
    id: Id(),
    consignCode: Type.String(),
    consignType: Type.Integer(),
    consignStatus: Type.Integer(),
    consignStatusStr: Type.String(),
    consignUnitId: Id(),
    consignUnitName: Type.String(),
    testUnitId: Id(),
    testUnitName: Type.String(),
    testUnitAddressId: Nullable(Type.String()),
    testUnitAddressDetail: Nullable(Type.String()),
    projectId: Nullable(Type.String()),
    projectName: Nullable(Type.String()),
    linkPerson: Nullable(Type.String()),
    linkPersonPhone: Nullable(Type.String()),
    jzunit: Nullable(Type.String()),
    jhperson: Nullable(Type.String()),
    jzcardNo: Nullable(Type.String()),
    jzphone: Nullable(Type.String()),
    tuqualificationId: Nullable(Type.String()),
    tuqualificationName: Nullable(Type.String()),
    memo: Nullable(Type.String()),
    mailOrderNumber: Nullable(Type.String()),
    consignFormaNumber: Nullable(Type.String()),
    creationTime: Time,
    commitConsignTime: Nullable(Time),
    isSaved: Type.Boolean(),
    rollbackCause: Nullable(Type.String()),
    cancelCause: Nullable(Type.String()),
    testUnitConfig: Type.Object({ isConsignSingleSample: Type.Boolean() }),
    totalPrice: Money,
    samples: Type.Array(SampleDetail),
    labelStatuses: LabelStatuses,
    allowedActions: Type.Array(
      Type.Enum(CONSIGNMENT_EVENT_TYPES, { description: 'the events of the machine the caller may send now' }),
    ),
  }),
);
export type Consignment = Static<typeof Consignment>;

export const ConsignLogRow = named(
  'ConsignLogRow',
  Type.Object({
    id: Id(),
    foreignTable: Type.String(),
    foreignKey: Id(),
    workFlowName: Type.String(),
    workFlowNameDisplay: Type.String(),
    curStep: Nullable(Type.Integer()),
    nextStep: Nullable(Type.Integer()),
    exeType: Type.Integer(),
    exeTypeDisplay: Type.String(),
    exeUserName: Nullable(Type.String()),
    exeTime: Time,
    exeDescription: Nullable(Type.String()),
  }),
);
export type ConsignLogRow = Static<typeof ConsignLogRow>;
/** GetConsignLog: a consignment's log, oldest first. */
export const ConsignLogQuery = Input({ consignId: Id() });
export const ConsignLog = Type.Array(ConsignLogRow);

/** GetTuQualificationsByTestUnitId: the lab's qualifications a consignment can name. */
export const QualificationOptionsQuery = Input({ testUnitId: Id() });
export const QualificationOptions = named(
  'QualificationOptions',
  Type.Array(Type.Object({ id: Id(), name: Type.String() })),
);
export type QualificationOptions = Static<typeof QualificationOptions>;
