import type { FastifyRequest } from 'fastify';
import { Accessory } from '../../../contracts/file';
import { ReportFileQuery } from '../../../contracts/ilis-integration';
import type { Language } from '../../lib/i18n';
import { post } from '../../lib/routes';
import type { CurrentUser } from '../../plugins/auth';
import { ONE_FILE, streamingService } from '../file/routes';
import { attach, type Files, idInput } from '../file/service';
import { receive } from '../file/upload';
import { limsAuth } from './auth';

// ILISIntegration/PushReportFile: the lab's LIMS adds a report's PDF. It is FileService's uploadAccessory with the
// table and kind fixed (BuReport, reportPdf): the same stream, limit, PDF check, and the report machine's ATTACH_PDF
// asked before the file streams and again under the report's lock. The LIMS sees only its lab's reports (404).

/** The report PDF of PushReportFile, stored as the LIMS's attachment of the report. */
export async function pushReportFile(
  files: Files,
  request: FastifyRequest,
  lims: CurrentUser,
  language: Language,
): Promise<Accessory> {
  const incoming = await receive(request, files.limits.accessory);
  const key = idInput(request.query as Record<string, string | undefined>, incoming.fields, 'reportId');
  return attach(files, lims, language, incoming, { table: 'BuReport', key, type: 'reportPdf' });
}

export const ilisReportFileRoutes = streamingService(
  'ILISIntegration',
  (files) => [
    post(
      '/PushReportFile',
      {
        summary: "Uploads the PDF of one of the lab's reports from its LIMS.",
        upload: 'stream',
        query: ReportFileQuery,
        result: Accessory,
        description: `${ONE_FILE} (a PDF); \`authCode\` and \`reportId\` in the query (\`reportId\` may be a form field before the file).`,
      },
      ({ request, user, language }) => pushReportFile(files, request, user, language),
    ),
  ],
  { preValidation: limsAuth({ bodyCarriesCode: false }) },
);
