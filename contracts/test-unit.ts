import { type Static, Type } from 'typebox';
import { Id, Input, Line, Nullable, named, pagedQuery, pageNumberQuery, Sorting, Str } from './common';
import { Qualification } from './qualification';
import { UnitAddress } from './unit-address';
import { ContactPhone } from './validate-code';

// The product's wire names of a test unit, spellings included (inroduce, sheng, shi, jtsyjcAddress, lmisurl).

const httpUrl = (description: string) => Type.String({ maxLength: 512, pattern: '^https?://[^\\s]+$', description });

/** What admin sets on a lab; a lab editing itself may change only the descriptive ones (see OWN_FIELDS). */
export const TestUnitFields = {
  unitNo: Type.Optional(Nullable(Str(32, { description: 'omitted on create: the next TU number' }))),
  testUnitName: Line(128, { minLength: 1 }),
  contactPhone: Type.Optional(Nullable(ContactPhone())),
  sheng: Type.Optional(Nullable(Str(32, { description: 'province' }))),
  shi: Type.Optional(Nullable(Str(32, { description: 'city' }))),
  regAddress: Type.Optional(Nullable(Str(256))),
  inroduce: Type.Optional(Nullable(Str(4000, { description: 'introduction' }))),
  regTime: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
  jtsyjcAddress: Type.Optional(
    Nullable(
      Type.String({
        maxLength: 256,
        pattern: '^(https?://)?[A-Za-z0-9.-]+(:[0-9]{1,5})?/?$',
        description: 'the platform address (host) the lab runs the site under',
      }),
    ),
  ),
  lmisType: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 99, description: 'the lab’s LIMS product' }))),
  lmisurl: Type.Optional(Nullable(httpUrl('the LIMS endpoint'))),
  lmisIntegratedCode: Type.Optional(
    Nullable(Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9-]+$', description: 'LIMS authCode' })),
  ),
  iLISReportProgressQueryURL: Type.Optional(Nullable(httpUrl('report-progress query page'))),
  systemName: Type.Optional(Nullable(Str(128))),
  icp: Type.Optional(Nullable(Str(64, { description: 'filing number' }))),
  isConsignSingleSample: Type.Optional(Type.Boolean()),
};

export const AddTestUnitBody = named(
  'AddTestUnitBody',
  Input({ ...TestUnitFields, isActive: Type.Optional(Type.Boolean()) }),
);
export type AddTestUnitBody = Static<typeof AddTestUnitBody>;
export const UpdateTestUnitBody = named('UpdateTestUnitBody', Input({ id: Id(), ...TestUnitFields }));
export type UpdateTestUnitBody = Static<typeof UpdateTestUnitBody>;

export const TestUnit = named(
  'TestUnit',
  Type.Object({
    id: Id(),
    unitNo: Nullable(Type.String()),
    testUnitName: Type.String(),
    contactPhone: Nullable(Type.String()),
    sheng: Nullable(Type.String()),
    shi: Nullable(Type.String()),
    regAddress: Nullable(Type.String()),
    inroduce: Nullable(Type.String()),
    regTime: Nullable(Type.String({ format: 'date-time' })),
    logoPath: Nullable(Type.String()),
    jtsyjcAddress: Nullable(Type.String()),
    isActive: Type.Boolean(),
    lmisIntegratedCode: Nullable(Type.String()),
    lmisType: Nullable(Type.Integer()),
    lmisurl: Nullable(Type.String()),
    iLISReportProgressQueryURL: Nullable(Type.String()),
    systemName: Nullable(Type.String()),
    icp: Nullable(Type.String()),
    isConsignSingleSample: Type.Boolean(),
    tuQualification: Type.Array(Qualification),
    creationTime: Type.String({ format: 'date-time' }),
    creatorUserId: Nullable(Id()),
    lastModificationTime: Nullable(Type.String({ format: 'date-time' })),
    lastModifierUserId: Nullable(Id()),
  }),
);
export type TestUnit = Static<typeof TestUnit>;

export const TEST_UNIT_SORTS = ['unitNo', 'testUnitName', 'creationTime', 'qualificationCount'] as const;

export const TestUnitListQuery = Input({
  keyword: Type.Optional(Str(128, { description: 'part of the name or unit number' })),
  sheng: Type.Optional(Str(32)),
  shi: Type.Optional(Str(32)),
  isActive: Type.Optional(Type.Boolean()),
  sorting: Sorting(TEST_UNIT_SORTS, 'unitNo'),
  ...pagedQuery,
});
export type TestUnitListQuery = Static<typeof TestUnitListQuery>;

export const TestUnitListRow = named(
  'TestUnitListRow',
  Type.Object({
    id: Id(),
    unitNo: Nullable(Type.String()),
    testUnitName: Type.String(),
    shengShi: Type.String(),
    sheng: Nullable(Type.String()),
    shi: Nullable(Type.String()),
    contactPhone: Nullable(Type.String()),
    qualificationName: Type.String(),
    qualificationCount: Type.Integer(),
    userCount: Type.Integer(),
    isActive: Type.Boolean(),
    jtsyjcAddress: Nullable(Type.String()),
    lmisType: Nullable(Type.Integer()),
    lmisurl: Nullable(Type.String()),
    lmisIntegratedCode: Nullable(Type.String()),
    creationTime: Type.String({ format: 'date-time' }),
  }),
);
export type TestUnitListRow = Static<typeof TestUnitListRow>;

export const ActiveBody = named('TestUnitActiveBody', Input({ unitId: Id(), isActive: Type.Boolean() }));
export type ActiveBody = Static<typeof ActiveBody>;

/** GetTestUnitById takes the product's spelling of the id. */
export const TestUnitByIdQuery = Input({ testUnitID: Id() });

/** NewIntegratedCode: a fresh LIMS integration code for admin to give a lab. */
export const IntegratedCode = Type.String({ description: '"LIMS-" and 16 random base-32 characters' });

/** GetTestUnitConfig: the settings a consignor needs while booking with a lab. */
export const TestUnitConfigQuery = Input({ unitId: Id() });
export const TestUnitConfig = named('TestUnitConfig', Type.Object({ isConsignSingleSample: Type.Boolean() }));
export type TestUnitConfig = Static<typeof TestUnitConfig>;

export const PriceRow = named(
  'PriceRow',
  Type.Object({
    sampleNo: Nullable(Type.String()),
    sampleId: Id(),
    sampleName: Type.String(),
    paramId: Id(),
    paramName: Type.String(),
    testParamCode: Type.String(),
    price: Type.String({ description: 'yuan, two decimals' }),
    description: Nullable(Type.String()),
  }),
);
export type PriceRow = Static<typeof PriceRow>;

export const PRICE_SORTS = ['paramName', 'testParamCode', 'price'] as const;

export const PriceListQuery = Input({
  id: Id('the lab'),
  keyword: Type.Optional(Str(128, { description: 'part of the sample or parameter name or code' })),
  sorting: Sorting(PRICE_SORTS, 'catalogue order'),
  ...pagedQuery,
});
export type PriceListQuery = Static<typeof PriceListQuery>;

// GetAllUnit and GetUnitDetail: the labs a consignor may book.
export const UnitCard = named(
  'TestUnitCard',
  Type.Object({
    id: Id(),
    unitNo: Nullable(Type.String()),
    testUnitName: Type.String(),
    shengShi: Type.String({ description: 'province and city, joined' }),
    qualificationName: Type.String({ description: 'the lab’s qualification names in its order, joined by 、' }),
    contactPhone: Nullable(Type.String()),
    regAddress: Nullable(Type.String()),
    logoPath: Nullable(Type.String()),
  }),
);
export type UnitCard = Static<typeof UnitCard>;

export const UnitDetail = named(
  'TestUnitDetail',
  Type.Object({
    id: Id(),
    testUnitName: Type.String(),
    inroduce: Nullable(Type.String()),
    regAddress: Nullable(Type.String()),
    jtsyjcAddress: Nullable(Type.String()),
    contactPhone: Nullable(Type.String()),
    sheng: Nullable(Type.String()),
    shi: Nullable(Type.String()),
    logoPath: Nullable(Type.String()),
    qualificationNameList: Type.Array(Type.String()),
    unitAddressList: Type.Array(UnitAddress),
  }),
);
export type UnitDetail = Static<typeof UnitDetail>;

export const UnitCardQuery = Input({
  nameKey: Type.Optional(Str(128, { description: 'part of the lab’s name or number' })),
  sheng: Type.Optional(Str(32, { description: 'province, exact' })),
  shi: Type.Optional(Str(32, { description: 'city, exact' })),
  qualificationName: Type.Optional(Str(128, { description: 'part of one of the lab’s qualification names' })),
  qualificationSort: Type.Optional(
    Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('')], {
      description: 'order by number of qualifications; default by unit number',
    }),
  ),
  ...pageNumberQuery,
});
export type UnitCardQuery = Static<typeof UnitCardQuery>;
