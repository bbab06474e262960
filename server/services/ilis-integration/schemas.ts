import { Type } from 'typebox';
import { Id, Input, Nullable, PerIdResult, pagedQuery, Str } from '../../../contracts/common';
import { ConsignStatus } from '../../../machines/consignment';
import { ReportStatus } from '../../../machines/report';
import { ExpressDataType } from '../../lib/enums';

// Wire shapes of ILISIntegration (docs/lims-integration.md). Names are the product's (SPEC.md §5):
// consignInfoIDs, changeDescription, operUserNameFriendly, dataType, dataKeys, expressNos.
// Keys match ignoring case, so consignInfoID and consignInfoId are the same field.

/** The lab's integration code; see auth.ts for where it may travel. */
const AuthCode = Type.Optional(Str(64, { description: "the lab's integration code (lmisIntegratedCode)" }));
const Time = Type.String({ format: 'date-time' });
const Ids = Type.Array(Id(), { minItems: 1, maxItems: 100 });

/** Statuses a LIMS may import: those a consignment reaches once the lab accepted it. */
const ImportStatus = Type.Union(
  [ConsignStatus.Accepted, ConsignStatus.InTest, ConsignStatus.Completed, ConsignStatus.Cancelled].map((value) =>
    Type.Literal(value),
  ),
);

export const CodeQuery = Input({ authCode: AuthCode });

export const ListQuery = Input({
  authCode: AuthCode,
  consignStatuses: Type.Optional(Type.Array(ImportStatus, { maxItems: 4, description: 'default: 40 (Accepted)' })),
  sinceTime: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'acceptTime ≥ sinceTime' })),
  ...pagedQuery,
});

export const ConsignQuery = Input({ authCode: AuthCode, consignInfoId: Id() });

export const ImportRow = Type.Object({
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
});

export const ImportList = Type.Object({ totalCount: Type.Integer(), items: Type.Array(ImportRow) });

export const StatusBody = Input({
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
});

/** Only web links: the platform shows the bill as a link, so `javascript:` and the like are refused. */
const WebLink = Type.String({ maxLength: 512, pattern: '^https?://[^\\s]+$' });

export const BillBody = Input({
  authCode: AuthCode,
  consignInfoID: Id(),
  isConsignBillGened: Type.Boolean(),
  consignBillFile: Type.Optional(Nullable(WebLink)),
  consignFormaNumber: Type.Optional(Nullable(Str(64))),
});

export const ExpressBody = Input({
  authCode: AuthCode,
  dataType: Type.Union([Type.Literal(ExpressDataType.Consignment), Type.Literal(ExpressDataType.Report)]),
  dataKeys: Ids,
  expressNos: Str(64, { minLength: 1, description: 'one express number for every key' }),
  expressBusiness: Type.Optional(Nullable(Str(64))),
});

/** The LIMS's code travels in the query here: `authCode` in this body is the report's verification code. */
export const ReportBody = Input({
  consignInfoID: Id(),
  reportNumber: Type.String({ minLength: 1, maxLength: 64, pattern: '^[^\\s].*[^\\s]$|^[^\\s]$' }),
  reportStatus: Type.Union(Object.values(ReportStatus).map((value) => Type.Literal(value))),
  authCode: Type.String({ pattern: '^[A-Za-z0-9]{6,32}$', description: 'verification code: 6–32 letters or digits' }),
  testContent: Type.Optional(Nullable(Str(500))),
});

export const PushResult = Type.Object({
  ...PerIdResult.properties,
  unchanged: Type.Array(Id(), { description: 'ids that already were as pushed: nothing written' }),
});

export const ChangeResult = Type.Object({ id: Id(), changed: Type.Boolean() });
