import { and, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { SiteListQuery, VisitQuery } from '../../../contracts/site-consign';
import {
  allowedEvents,
  BEFORE_TEST_STATUSES,
  ConsignType,
  INITIAL_CONSIGN_STATUS,
} from '../../../machines/consignment';
import type { Database } from '../../db/client';
import { consignInfos, consignUnits, projects, testUnits, unitAddresses, users } from '../../db/schema/index';
import { UnitType } from '../../lib/enums';
import { forbidden, notFound } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import type { Page } from '../../lib/paging';
import type { CurrentUser } from '../../plugins/auth';
import { actorOf, contextOf, labOf, loadVisible, visibleTo } from '../consign-info/access';
import { consignmentPage, countedConsignmentPage, earliestFirst, listKeys, newestFirst } from '../consign-info/page';
import { consignment, keywordFilter, statusText, typeAndStatusText } from '../consign-info/queries';
import { labQualifications, visibleLabId } from '../test-unit/service';
import { addressesOf } from '../unit-address/service';

// The read side of on-site (consignType 2) and handover/completion (3) bookings. Visibility is consign-info's
// (access.ts); a booking is a consignment of a booking type, so a raw-material id is "not found" here.

export const BOOKING_TYPES: readonly number[] = [ConsignType.OnSite, ConsignType.Handover];
const bookingTypes = (consignType?: number): SQL =>
  consignType ? eq(consignInfos.consignType, consignType) : inArray(consignInfos.consignType, [...BOOKING_TYPES]);

/** GetSitePreConsignInfoList: the bookings the caller may see, newest first, with counts per status. */
export async function siteList(db: Database, user: CurrentUser, language: Language, query: SiteListQuery, page: Page) {
  if (!actorOf(user)) throw forbidden();
  const base = and(visibleTo(user), bookingTypes(query.consignType), keywordFilter(query.search));
  const columns = {
    ...listKeys,
    consignUnit: consignUnits.name,
    testUnitId: consignInfos.testUnitId,
    testUnitName: testUnits.testUnitName,
    projectName: projects.projectName,
    testContent: consignInfos.testContent,
    expectTestTime: consignInfos.expectTestTime,
    linkPerson: consignInfos.linkPerson,
    linkPersonPhone: consignInfos.linkPersonPhone,
    rollbackCause: consignInfos.rollbackCause,
    creationTime: consignInfos.creationTime,
    commitConsignTime: consignInfos.commitConsignTime,
  };
  const list = { columns, where: base, statuses: query.consignStatus, order: newestFirst, page };
  return countedConsignmentPage(db, list, (row) => typeAndStatusText(language, row));
}

/** GetPreSiteOtherInfoByTestUnitId: an active lab's qualifications and addresses, for the booking form. */
export async function otherInfoOf(db: Database, testUnitId: string) {
  const labId = await visibleLabId(db, testUnitId);
  const [qualifications, baAddresss] = await Promise.all([
    labQualifications(db, labId),
    addressesOf(db, UnitType.TestUnit, labId),
  ]);
  return { qualifications, baAddresss };
}

/** The booking `id` if the caller may see it and it is a booking; 404 otherwise. */
export async function loadBooking(db: Database, user: CurrentUser, id: string) {
  const row = await loadVisible(db, user, id);
  if (!BOOKING_TYPES.includes(row.consignType)) throw notFound();
  return row;
}

/** One booking as the form and the detail read it. */
export async function booking(db: Database, user: CurrentUser, language: Language, id: string) {
  const row = await loadBooking(db, user, id);
  const [detail, preSiteOtherInfo] = await Promise.all([
    consignment(db, user, language, id),
    otherInfoOf(db, row.testUnitId).catch(() => ({ qualifications: [], baAddresss: [] })),
  ]);
  return {
    ...detail,
    consignStatusText: detail.consignStatusStr,
    consignTime: detail.commitConsignTime,
    preSiteOtherInfo,
  };
}

/** GetCreatePreSiteConsign without an id: a new booking's starting values (nothing is stored until Update). */
export async function newBooking(db: Database, user: CurrentUser, language: Language, consignType: number) {
  if (actorOf(user) !== 'consignor') throw forbidden();
  // The contact starts as the person booking, with the mobile their account holds (the wizard starts the same way).
  const [[unit], [me]] = await Promise.all([
    db
      .select({ name: consignUnits.name })
      .from(consignUnits)
      .where(eq(consignUnits.id, user.consignUnitId as string)),
    db.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, user.id)),
  ]);
  const status = INITIAL_CONSIGN_STATUS;
  return {
    id: null,
    consignCode: null,
    consignType,
    consignStatus: status,
    consignStatusStr: statusText(language, status),
    consignStatusText: statusText(language, status),
    consignUnitId: user.consignUnitId as string,
    consignUnitName: unit?.name ?? '',
    testUnitId: null,
    testUnitName: null,
    testUnitAddressId: null,
    testUnitAddressDetail: null,
    projectId: null,
    projectName: null,
    linkPerson: user.name,
    linkPersonPhone: me?.phone ?? null,
    jzunit: null,
    jhperson: null,
    jzcardNo: null,
    jzphone: null,
    tuqualificationId: null,
    tuqualificationName: null,
    memo: null,
    mailOrderNumber: null,
    consignFormaNumber: null,
    creationTime: null,
    commitConsignTime: null,
    consignTime: null,
    expectTestTime: null,
    testContent: null,
    isSaved: false,
    rollbackCause: null,
    cancelCause: null,
    testUnitConfig: { isConsignSingleSample: false },
    totalPrice: '0.00',
    samples: [],
    labelStatuses: [],
    // A record not saved yet can only be saved or committed: COPY and DELETE need one that exists.
    allowedActions: allowedEvents(status, 'consignor', contextOf({ consignType })).filter(
      (event) => event === 'SAVE' || event === 'COMMIT',
    ),
    preSiteOtherInfo: { qualifications: [], baAddresss: [] },
  };
}

/**
 * The lab's upcoming visits by expected test time, soonest first: bookings waiting for audit or accepted (and those
 * under way when asked). Served by the index on (test_unit_id, expect_test_time).
 */
export async function upcomingVisits(
  db: Database,
  user: CurrentUser,
  language: Language,
  query: VisitQuery,
  page: Page,
) {
  labOf(user);
  const statuses = query.consignStatus?.length ? query.consignStatus : BEFORE_TEST_STATUSES;
  const where = and(
    visibleTo(user),
    bookingTypes(),
    inArray(consignInfos.consignStatus, statuses),
    gte(consignInfos.expectTestTime, query.from ? new Date(query.from) : new Date()),
    query.to ? lt(consignInfos.expectTestTime, new Date(query.to)) : undefined,
  );
  const columns = {
    ...listKeys,
    consignUnit: consignUnits.name,
    projectName: projects.projectName,
    testContent: consignInfos.testContent,
    expectTestTime: consignInfos.expectTestTime,
    linkPerson: consignInfos.linkPerson,
    linkPersonPhone: consignInfos.linkPersonPhone,
    addressText: unitAddresses.addressText,
  };
  return consignmentPage(db, { columns, where, order: earliestFirst(consignInfos.expectTestTime), page }, (row) => ({
    ...typeAndStatusText(language, row),
    expectTestTime: (row.expectTestTime as Date).toISOString(),
  }));
}
