import { type Static, Type } from 'typebox';
import { ConsignStatus } from '../machines/consignment';
import { ReportStatus } from '../machines/report';
import { Id, Input, Nullable, named, OneOf, PagedResult, PerIdResult, pagedQuery, Str, Time } from './common';

// Wire shapes of ILISIntegration (docs/lims-integration.md). Names are the product's wire names:
// consignInfoIDs, changeDescription, operUserNameFriendly, dataType, dataKeys, expressNos.
// Keys match ignoring case, so consignInfoID and consignInfoId are the same field.

/** The lab's integration code; server/services/ilis-integration/auth.ts says where it may travel. */
const AuthCode = Type.Optional(Str(64, { description: "the lab's integration code (lmisIntegratedCode)" }));
const Ids = Type.Array(Id(), { minItems: 1, maxItems: 100 });

/** Statuses a LIMS may import: those a consignment reaches once the lab accepted it. */
const IMPORT_STATUSES = [
  ConsignStatus.Accepted,
  ConsignStatus.InTest,
  ConsignStatus.Completed,
  ConsignStatus.Cancelled,
] as const;
const ImportStatus = OneOf(IMPORT_STATUSES);

export const CodeQuery = Input({ authCode: AuthCode });

export const ListQuery = Input({
  authCode: AuthCode,
  consignStatuses: Type.Optional(Type.Array(ImportStatus, { maxItems: 4, description: 'default: 40 (Accepted)' })),
  sinceTime: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'acceptTime ≥ sinceTime' })),
  ...pagedQuery,
});
export type ListQuery = Static<typeof ListQuery>;

export const ConsignQuery = Input({ authCode: AuthCode, consignInfoId: Id() });

export const ImportRow = named(
  'LimsConsignRow',
  Type.Object({
    id: Id(),
    consignCode: Type.String(),
    consignType: Type.Integer(),
    consignStatus: Type.Integer(),
    consignStatusStr: Type.String(),
    consignUnitName: Type.String(),
    projectName: Nullable(Type.String()),
    sampleNames: Type.String(),
    sampleCount: Type.Integer(),
    linkPerson: Nullable(Type.String()),
    linkPersonPhone: Nullable(Type.String()),
    mailOrderNumber: Nullable(Type.String()),
    totalPrice: Type.String({ description: 'decimal with two places, computed in SQL' }),
    commitConsignTime: Nullable(Time),
    acceptTime: Time,
    isConsignBillGened: Type.Boolean(),
    consignBillFile: Nullable(Type.String()),
    consignFormaNumber: Nullable(Type.String()),
  }),
);
export type ImportRow = Static<typeof ImportRow>;

export const ImportList = PagedResult(ImportRow);
export type ImportList = Static<typeof ImportList>;

export const StatusBody = named(
  'LimsStatusBody',
  Input({
    authCode: AuthCode,
    consignInfoIDs: Ids,
    consignStatus: Type.Union([Type.Literal(ConsignStatus.InTest), Type.Literal(ConsignStatus.Cancelled)], {
      description: '50 samples received / testing, 70 cancelled (changeDescription required)',
    }),
    changeTime: Type.Optional(
      Type.String({ format: 'date-time', description: 'accepted for compatibility; the log keeps the platform time' }),
    ),
    changeDescription: Type.Optional(Nullable(Str(500))),
    operUserNameFriendly: Type.Optional(Nullable(Str(32))),
  }),
);
export type StatusBody = Static<typeof StatusBody>;

/** Only web links: the platform shows the bill as a link, so `javascript:` and the like are refused. */
const WebLink = Type.String({ maxLength: 512, pattern: '^https?://[^\\s]+$' });

export const BillBody = named(
  'LimsBillBody',
  Input({
    authCode: AuthCode,
    consignInfoID: Id(),
    isConsignBillGened: Type.Boolean(),
    consignBillFile: Type.Optional(Nullable(WebLink)),
    consignFormaNumber: Type.Optional(Nullable(Str(64))),
  }),
);
export type BillBody = Static<typeof BillBody>;

export const ExpressBody = named(
  'LimsExpressBody',
  Input({
    authCode: AuthCode,
    dataType: Type.Union([Type.Literal(1), Type.Literal(2)], {
      description: 'ExpressDataType: 1 consignment, 2 report',
    }),
    dataKeys: Ids,
    expressNos: Str(64, { minLength: 1, description: 'one express number for every key' }),
    expressBusiness: Type.Optional(Nullable(Str(64))),
  }),
);
export type ExpressBody = Static<typeof ExpressBody>;

/**
 * `authCode` is the lab's integration code, as in every push; the report's verification code is `reportAuthCode`
 * (a new report without one gets one made by the platform, as the lab's own CreateReport does).
 */
export const ReportBody = named(
  'LimsReportBody',
  Input({
    authCode: AuthCode,
    consignInfoID: Id(),
    reportNumber: Type.String({ minLength: 1, maxLength: 64, pattern: '^[^\\s].*[^\\s]$|^[^\\s]$' }),
    reportStatus: OneOf(Object.values(ReportStatus)),
    reportAuthCode: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z0-9]{6,32}$',
        description: "the report's verification code: 6–32 letters or digits",
      }),
    ),
    testContent: Type.Optional(Nullable(Str(500))),
  }),
);
export type ReportBody = Static<typeof ReportBody>;

export const PushResult = named(
  'LimsPushResult',
  Type.Object({
    ...PerIdResult.properties,
    unchanged: Type.Array(Id(), { description: 'ids that already were as pushed: nothing written' }),
  }),
);
export type PushResult = Static<typeof PushResult>;

/** A push about one record: whether it changed anything. */
export const ChangeResult = named('LimsChangeResult', Type.Object({ id: Id(), changed: Type.Boolean() }));
export type ChangeResult = Static<typeof ChangeResult>;

/** PushReportFile: the report (its id, as PushReportInfo answers it) in the query, or a form field before the file. */
export const ReportFileQuery = named(
  'LimsReportFileQuery',
  Input({ authCode: AuthCode, reportId: Type.Optional(Id('the report (PushReportInfo answers its id)')) }),
);
