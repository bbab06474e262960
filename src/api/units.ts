// Units: labs (BaTestUnit), consigning units (ConsginUnit), qualifications, addresses and logos (docs/api.md
// "Units"). Field names are the server's wire names. Screens get the functions through useUnitApi().
import { createContext, useContext, useMemo } from 'react';
import type { PagedResultOf } from '../../contracts/common';
import type {
  ConsignUnit,
  ConsignUnitRow as ConsignUnitListRow,
  ConsignUnitListQuery as ConsignUnitQuery,
  CreateConsignUnitBody,
  UpdateConsignUnitBody,
} from '../../contracts/consign-unit';
import type { NoticeRow } from '../../contracts/notice';
import type { Qualification, QualificationName } from '../../contracts/qualification';
import type {
  AddTestUnitBody,
  TestUnitListQuery as LabListQuery,
  PriceListQuery,
  PriceRow,
  TestUnitListRow,
  TestUnit as TestUnitRecord,
  UnitCard,
  UnitCardQuery,
  UnitDetail,
  UpdateTestUnitBody,
} from '../../contracts/test-unit';
import type { AddressBody, UnitAddress } from '../../contracts/unit-address';
import type { LogoResult } from '../../contracts/unit-logo';
import type { ApiClient, WithTextSorting } from './client';
import { useShellClient } from './shellClient';

// Unit shapes come from the shared contracts (contracts/test-unit.ts, consign-unit.ts, qualification.ts,
// unit-address.ts, unit-logo.ts); the names below are the ones the screens use.
export type { PagedResultOf as Paged } from '../../contracts/common';
export type { ConsignUnit } from '../../contracts/consign-unit';
export type { Qualification } from '../../contracts/qualification';
export type { PriceRow, UnitCard as LabRow, UnitDetail as LabDetail } from '../../contracts/test-unit';
export type { UnitAddress } from '../../contracts/unit-address';

export type PageQuery = Pick<LabListQuery, 'skipCount' | 'maxResultCount'>;

/** Which unit's service a call goes to: BaTestUnit or ConsginUnit. */
export type UnitKind = 'testUnit' | 'consignUnit';

/** What the address form edits: SaveAddress's body, the sex held as the number its select chose (1 or 2). */
export type AddressInput = Omit<AddressBody, 'personSex'> & { personSex?: UnitAddress['personSex'] };

/** What the lab form edits: AddTestUnit's fields (activity is switched on its own). */
export type TestUnitFields = Omit<AddTestUnitBody, 'isActive'>;

/** A lab's record (GetTestUnitById, and the answer of Add and Update). */
export type TestUnit = TestUnitRecord;

/** A row of admin's lab list (the list shows province and city joined, shengShi). */
export type TestUnitRow = TestUnitListRow;
export type TestUnitListQuery = WithTextSorting<LabListQuery>;

/** What the consigning-unit form edits: Create's fields. */
export type ConsignUnitFields = CreateConsignUnitBody;

/** A row of admin's consigning-unit list (the list shows province and city joined, shengShi). */
export type ConsignUnitRow = ConsignUnitListRow;
export type ConsignUnitListQuery = WithTextSorting<ConsignUnitQuery>;

/** GetAllUnit's query (no page given: the first page of the default size). */
export type LabSearchQuery = UnitCardQuery;

/** A lab's announcement as its detail page shows it. */
export type LabNotice = Pick<NoticeRow, 'id' | 'title' | 'content' | 'sendTime'>;

const BASE = { testUnit: 'services/app/BaTestUnit', consignUnit: 'services/app/ConsginUnit' } as const;
const QUALIFICATION = 'services/app/TuQualification';

/** Blank text filters are left out of the query. */
const clean = <Q extends object>(query: Q): Q =>
  Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && !(typeof v === 'string' && !v.trim())),
  ) as Q;

export function createUnitApi(client: ApiClient) {
  return {
    listTestUnits: (query: TestUnitListQuery, quiet = false) =>
      client.get<PagedResultOf<TestUnitRow>>(`${BASE.testUnit}/GetTestUnit`, { query: clean({ ...query }), quiet }),
    getTestUnit: (testUnitID: string) =>
      client.get<TestUnit>(`${BASE.testUnit}/GetTestUnitById`, { query: { testUnitID } }),
    addTestUnit: (body: TestUnitFields) => client.post<TestUnit>(`${BASE.testUnit}/AddTestUnit`, { body }),
    updateTestUnit: (body: UpdateTestUnitBody) => client.put<TestUnit>(`${BASE.testUnit}/UpdateTestUnit`, { body }),
    deleteTestUnit: (id: string) => client.delete<null>(`${BASE.testUnit}/Delete`, { query: { id } }),
    changeTestUnitActive: (unitId: string, isActive: boolean) =>
      client.post<null>(`${BASE.testUnit}/ChangeTestUnitActive`, { body: { unitId, isActive } }),
    newIntegratedCode: () => client.get<string>(`${BASE.testUnit}/NewIntegratedCode`),

    searchLabs: (query: LabSearchQuery, quiet = false) =>
      client.get<PagedResultOf<UnitCard>>(`${BASE.testUnit}/GetAllUnit`, { query: clean({ ...query }), quiet }),
    getLabDetail: (id: string) => client.get<UnitDetail>(`${BASE.testUnit}/GetUnitDetail`, { query: { id } }),
    /** sorting: 'paramName' | 'testParamCode' | 'price', optionally with ' desc'; none is catalogue order. */
    getPriceList: (id: string, query: WithTextSorting<Omit<PriceListQuery, 'id'>>, quiet = false) =>
      client.get<PagedResultOf<PriceRow>>(`${BASE.testUnit}/GetUnitPriceList`, {
        query: clean({ id, ...query }),
        quiet,
      }),
    /** The lab's newest public announcements (SysNotice); the detail page shows none when this fails. */
    labNotices: (testUnitId: string) =>
      client.get<LabNotice[]>('services/app/SysNotice/GetNoticeNewestByUnit', {
        query: { testUnitId, count: 5 },
        quiet: true,
      }),

    listConsignUnits: (query: ConsignUnitListQuery, quiet = false) =>
      client.get<PagedResultOf<ConsignUnitRow>>(`${BASE.consignUnit}/GetConsginUnitListBySys`, {
        query: clean({ ...query }),
        quiet,
      }),
    getConsignUnit: (id?: string) => client.get<ConsignUnit>(`${BASE.consignUnit}/Get`, { query: { id } }),
    createConsignUnit: (body: ConsignUnitFields) => client.post<ConsignUnit>(`${BASE.consignUnit}/Create`, { body }),
    updateConsignUnit: (body: UpdateConsignUnitBody) => client.put<ConsignUnit>(`${BASE.consignUnit}/Update`, { body }),
    deleteConsignUnit: (id: string) => client.delete<null>(`${BASE.consignUnit}/Delete`, { query: { id } }),
    changeConsignUnitActive: (unitId: string, isActive: boolean) =>
      client.post<null>(`${BASE.consignUnit}/ChangeConsginUnitActive`, { body: { unitId, isActive } }),

    listAddresses: (kind: UnitKind, unitId?: string) =>
      client.get<UnitAddress[]>(`${BASE[kind]}/GetAddressList`, { query: { unitId } }),
    saveAddress: (kind: UnitKind, body: AddressInput) =>
      client.post<UnitAddress>(`${BASE[kind]}/SaveAddress`, { body }),
    deleteAddress: (kind: UnitKind, id: string) =>
      client.delete<null>(`${BASE[kind]}/DeleteAddress`, { query: { id } }),
    uploadLogo: (kind: UnitKind, file: File, unitId?: string) => {
      const body = new FormData();
      body.append('file', file);
      if (unitId) body.append('unitId', unitId);
      return client.post<LogoResult>(`${BASE[kind]}/UploadLogo`, { body });
    },

    qualificationNames: () => client.get<QualificationName[]>('services/app/Qualification/GetAll'),
    listQualifications: (testUnitId: string) =>
      client.get<Qualification[]>(`${QUALIFICATION}/GetTuQualifications`, { query: { testUnitId } }),
    createQualification: (testUnitId: string, name: string) =>
      client.post<Qualification>(`${QUALIFICATION}/Create`, { body: { testUnitId, name } }),
    deleteQualification: (id: string) => client.delete<null>(`${QUALIFICATION}/Delete`, { query: { id } }),
    addQualifications: (testUnitId: string, sysQualificationIds: string[]) =>
      client.post<Qualification[]>(`${QUALIFICATION}/AddQualification`, { body: { testUnitId, sysQualificationIds } }),
  };
}

export type UnitApi = ReturnType<typeof createUnitApi>;

/** Stories and tests provide their own calls here. */
export const UnitApiContext = createContext<UnitApi | null>(null);

export function useUnitApi(): UnitApi {
  const given = useContext(UnitApiContext);
  const client = useShellClient();
  return useMemo(() => given ?? createUnitApi(client), [given, client]);
}
