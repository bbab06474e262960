import type { FastifyRequest } from 'fastify';
import type { Accessory } from '../../../contracts/file';
import type { Language } from '../../lib/i18n';
import type { CurrentUser } from '../../plugins/auth';
import { attach, type Files, idInput } from '../file/service';
import { receive } from '../file/upload';

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
