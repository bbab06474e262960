import { type Static, Type } from 'typebox';
import { Id, Input, Nullable, named, pagedQuery, Str } from './common';
import { Consignment, CountedPage, consignInputFields } from './consign-info';
import { SampleInput } from './sample-info';

// Wire shapes of the on-site and handover bookings (docs/api.md "On-site and handover bookings"). Field names are the
// product's wire names, kept as they are (baAddresss with three s, consignStatusVal, tuqualificationId).

const Time = Type.String({ format: 'date-time' });
/** consignType of a booking: 2 on-site test (XC-), 3 handover/completion test (JG-). */
export const BookingType = Type.Union([Type.Literal(2), Type.Literal(3)], { description: '2 on site, 3 handover' });
export type BookingType = Static<typeof BookingType>;
const Status = Type.Integer({ minimum: 10, maximum: 70 });

export const SiteListQuery = Input({
  search: Type.Optional(Str(128)),
  consignType: Type.Optional(BookingType),
  consignStatus: Type.Optional(Type.Array(Status, { maxItems: 7 })),
  ...pagedQuery,
});
export type SiteListQuery = Static<typeof SiteListQuery>;

export const SiteListRow = named(
  'SiteListRow',
  Type.Object({
    id: Id(),
    consignCode: Type.String(),
    consignType: Type.Integer(),
    consignTypeVal: Type.String(),
    consignUnit: Type.String(),
    testUnitId: Id(),
    testUnitName: Type.String(),
    projectName: Nullable(Type.String()),
    testContent: Nullable(Type.String()),
    expectTestTime: Nullable(Time),
    linkPerson: Nullable(Type.String()),
    linkPersonPhone: Nullable(Type.String()),
    consignStatus: Type.Integer(),
    consignStatusVal: Type.String(),
    rollbackCause: Nullable(Type.String()),
    creationTime: Time,
    commitConsignTime: Nullable(Time),
  }),
);
export type SiteListRow = Static<typeof SiteListRow>;

export const SiteList = named('SiteList', CountedPage(SiteListRow));
export type SiteList = Static<typeof SiteList>;

export const PreSiteOtherInfo = named(
  'PreSiteOtherInfo',
  Type.Object({
    qualifications: Type.Array(Type.Object({ id: Id(), name: Type.String() })),
    baAddresss: Type.Array(
      Type.Object({
        id: Id(),
        addressText: Type.String(),
        addressDetail: Nullable(Type.String()),
        isMain: Type.Boolean(),
      }),
    ),
  }),
);
export type PreSiteOtherInfo = Static<typeof PreSiteOtherInfo>;

/** A booking: the consignment plus its booking fields. A new booking's template has no id, code or lab yet. */
export const SiteConsignment = named(
  'SiteConsignment',
  Type.Object({
    ...Consignment.properties,
    id: Nullable(Id()),
    consignCode: Nullable(Type.String()),
    testUnitId: Nullable(Id()),
    testUnitName: Nullable(Type.String()),
    creationTime: Nullable(Time),
    consignStatusText: Type.String(),
    consignTime: Nullable(Time),
    expectTestTime: Nullable(Time),
    testContent: Nullable(Type.String()),
    preSiteOtherInfo: PreSiteOtherInfo,
  }),
);
export type SiteConsignment = Static<typeof SiteConsignment>;

export const CreateQuery = Input({ consignType: Type.Optional(BookingType), id: Type.Optional(Id()) });

export const UpdateBody = named(
  'UpdateBookingBody',
  Input({
    ...consignInputFields,
    id: Type.Optional(Nullable(Id('absent or the empty id: a new booking'))),
    consignType: Type.Optional(BookingType),
    expectTestTime: Type.Optional(Nullable(Type.String({ format: 'date-time', maxLength: 40 }))),
    testContent: Type.Optional(Nullable(Str(1000))),
    samples: Type.Optional(Type.Array(SampleInput, { maxItems: 100 })),
  }),
);
export type UpdateBody = Static<typeof UpdateBody>;

export const SamplesBody = named(
  'BookingSamplesBody',
  Input({ consignId: Id(), samples: Type.Array(SampleInput, { maxItems: 100 }) }),
);
export type SamplesBody = Static<typeof SamplesBody>;

export const OtherInfoQuery = Input({ testUnitId: Id(), consignId: Type.Optional(Id()) });

export const VisitQuery = Input({
  from: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'default: now' })),
  to: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
  consignStatus: Type.Optional(Type.Array(Type.Union([Type.Literal(20), Type.Literal(40), Type.Literal(50)]))),
  ...pagedQuery,
});
export type VisitQuery = Static<typeof VisitQuery>;

export const VisitRow = named(
  'SiteVisitRow',
  Type.Object({
    id: Id(),
    consignCode: Type.String(),
    consignType: Type.Integer(),
    consignTypeVal: Type.String(),
    consignUnit: Type.String(),
    projectName: Nullable(Type.String()),
    testContent: Nullable(Type.String()),
    expectTestTime: Time,
    linkPerson: Nullable(Type.String()),
    linkPersonPhone: Nullable(Type.String()),
    addressText: Nullable(Type.String()),
    consignStatus: Type.Integer(),
    consignStatusVal: Type.String(),
  }),
);
export type VisitRow = Static<typeof VisitRow>;

export const VisitList = named(
  'SiteVisitList',
  Type.Object({ totalCount: Type.Integer(), items: Type.Array(VisitRow) }),
);
export type VisitList = Static<typeof VisitList>;
