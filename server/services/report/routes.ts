import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PerIdResult } from '../../../contracts/common';
import {
  ConsignScheduleList,
  ConsignScheduleQuery,
  CreatedReport,
  CreateReportBody,
  MailNumberBody,
  ReportScheduleList,
  ReportScheduleQuery,
  StatusCounts,
  UpdateStatusBody,
  VerifyQuery,
  VerifyResult,
} from '../../../contracts/report';
import { envelope } from '../../lib/envelope';
import { pageOf } from '../../lib/paging';
import { signedIn } from '../../plugins/auth';
import { createReport, setMailNumber, updateReportStatus } from './actions';
import { consignSchedule, consignScheduleCount, reportSchedule } from './queries';
import { verifyReport } from './verify';

// /api/services/app/BuReport — method names are the product's wire names.

const tags = ['BuReport'];
const security = [{ bearer: [] }];

const buReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const guard = { preHandler: app.authenticate };

  app.get(
    '/GetReportConsignSchedule',
    {
      ...guard,
      schema: {
        tags,
        security,
        querystring: ConsignScheduleQuery,
        response: envelope(ConsignScheduleList),
      },
    },
    async (request) => consignSchedule(db, signedIn(request), request.language, request.query, pageOf(request.query)),
  );

  app.get(
    '/GetReportConsignScheduleCount',
    {
      ...guard,
      schema: {
        tags,
        security,
        querystring: ConsignScheduleQuery,
        response: envelope(StatusCounts),
      },
    },
    async (request) => consignScheduleCount(db, signedIn(request), request.query),
  );

  app.get(
    '/GetReportSchedule',
    {
      ...guard,
      schema: {
        tags,
        security,
        querystring: ReportScheduleQuery,
        response: envelope(ReportScheduleList),
      },
    },
    async (request) => reportSchedule(db, signedIn(request), request.language, request.query, pageOf(request.query)),
  );

  app.put(
    '/UpdateReportStatus',
    { ...guard, schema: { tags, security, body: UpdateStatusBody, response: envelope(PerIdResult) } },
    async (request) =>
      updateReportStatus(db, signedIn(request), request.language, request.body.reportIds, request.body.reportStatus),
  );

  app.post(
    '/ReportMailNumberSetting',
    { ...guard, schema: { tags, security, body: MailNumberBody, response: envelope(PerIdResult) } },
    async (request) =>
      setMailNumber(
        db,
        signedIn(request),
        request.language,
        request.body.reportIds,
        request.body.val,
        request.body.expressBusiness,
      ),
  );

  app.post(
    '/CreateReport',
    { ...guard, schema: { tags, security, body: CreateReportBody, response: envelope(CreatedReport) } },
    async (request) => createReport(db, signedIn(request), request.body),
  );

  // Public: no sign-in. Failed checks are rate-limited per client address.
  app.get(
    '/VerifyReport',
    { schema: { tags, querystring: VerifyQuery, response: envelope(VerifyResult) } },
    async (request) => verifyReport(db, request.language, request.query, request.ip),
  );
};

export default buReportRoutes;
