// Units: labs (BaTestUnit), consigning units (ConsginUnit), qualifications, addresses and logos (docs/api.md
// "Units"). Field names are the server's wire names. Screens get the functions through useUnitApi().
import { createContext, useContext, useMemo } from 'react';
import type {
  ConsignUnitRow as ConsignUnitListRow,
  ConsignUnitListQuery as ConsignUnitQuery,
  CreateConsignUnitBody,
  UpdateConsignUnitBody,
} from '../../contracts/consign-unit';
import type { NoticeRow } from '../../contracts/notice';
import type {
  AddTestUnitBody,
  TestUnitListQuery as LabListQuery,
  PriceListQuery,
  TestUnitListRow,
  TestUnit as TestUnitRecord,
  UnitCardQuery,
  UpdateTestUnitBody,
} from '../../contracts/test-unit';
import type { AddressBody, UnitAddress } from '../../contracts/unit-address';
import { type ApiClient, sortedAsText, type WithTextSorting } from './client';
import { endpoints } from './endpoints';
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

/** The service a unit kind's calls go to. */
const SERVICE = { testUnit: 'BaTestUnit', consignUnit: 'ConsginUnit' } as const;

/** Blank text filters are left out of the query. */
const clean = <Q extends object>(query: Q): Q =>
  Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && !(typeof v === 'string' && !v.trim())),
  ) as Q;

export function createUnitApi(client: ApiClient) {
  const lab = endpoints(client, 'BaTestUnit');
  const consignUnit = endpoints(client, 'ConsginUnit');
  const qualification = endpoints(client, 'TuQualification');
  const unit = (kind: UnitKind) => endpoints(client, SERVICE[kind]);
  return {
    listTestUnits: (query: TestUnitListQuery, quiet = false) =>
      lab.GetTestUnit({ query: clean(sortedAsText(query)), quiet }),
    getTestUnit: (testUnitID: string) => lab.GetTestUnitById({ query: { testUnitID } }),
    addTestUnit: (body: TestUnitFields) => lab.AddTestUnit({ body }),
    updateTestUnit: (body: UpdateTestUnitBody) => lab.UpdateTestUnit({ body }),
    deleteTestUnit: (id: string) => lab.Delete({ query: { id } }),
    changeTestUnitActive: (unitId: string, isActive: boolean) =>
      lab.ChangeTestUnitActive({ body: { unitId, isActive } }),
    newIntegratedCode: () => lab.NewIntegratedCode(),

    searchLabs: (query: LabSearchQuery, quiet = false) => lab.GetAllUnit({ query: clean(query), quiet }),
    getLabDetail: (id: string) => lab.GetUnitDetail({ query: { id } }),
    /** sorting: 'paramName' | 'testParamCode' | 'price', optionally with ' desc'; none is catalogue order. */
    getPriceList: (id: string, query: WithTextSorting<Omit<PriceListQuery, 'id'>>, quiet = false) =>
      lab.GetUnitPriceList({ query: clean(sortedAsText({ id, ...query })), quiet }),
    /** The lab's newest public announcements (SysNotice); the detail page shows none when this fails. */
    labNotices: (testUnitId: string) =>
      client.get<LabNotice[]>('services/app/SysNotice/GetNoticeNewestByUnit', {
        query: { testUnitId, count: 5 },
        quiet: true,
      }),

    listConsignUnits: (query: ConsignUnitListQuery, quiet = false) =>
      consignUnit.GetConsginUnitListBySys({ query: clean(sortedAsText(query)), quiet }),
    getConsignUnit: (id?: string) => consignUnit.Get({ query: { id } }),
    createConsignUnit: (body: ConsignUnitFields) => consignUnit.Create({ body }),
    updateConsignUnit: (body: UpdateConsignUnitBody) => consignUnit.Update({ body }),
    deleteConsignUnit: (id: string) => consignUnit.Delete({ query: { id } }),
    changeConsignUnitActive: (unitId: string, isActive: boolean) =>
      consignUnit.ChangeConsginUnitActive({ body: { unitId, isActive } }),

    listAddresses: (kind: UnitKind, unitId?: string) => unit(kind).GetAddressList({ query: { unitId } }),
    saveAddress: (kind: UnitKind, { personSex, ...address }: AddressInput) =>
      unit(kind).SaveAddress({
        body: { ...address, personSex: personSex === 1 || personSex === 2 ? personSex : null },
      }),
    deleteAddress: (kind: UnitKind, id: string) => unit(kind).DeleteAddress({ query: { id } }),
    uploadLogo: (kind: UnitKind, file: File, unitId?: string) => {
      const body = new FormData();
      body.append('file', file);
      if (unitId) body.append('unitId', unitId);
      return unit(kind).UploadLogo({ body });
    },

    qualificationNames: () => endpoints(client, 'Qualification').GetAll(),
    listQualifications: (testUnitId: string) => qualification.GetTuQualifications({ query: { testUnitId } }),
    createQualification: (testUnitId: string, name: string) => qualification.Create({ body: { testUnitId, name } }),
    deleteQualification: (id: string) => qualification.Delete({ query: { id } }),
    addQualifications: (testUnitId: string, sysQualificationIds: string[]) =>
      qualification.AddQualification({ body: { testUnitId, sysQualificationIds } }),
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
