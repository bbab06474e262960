import QRCode from 'qrcode';
import { FileAnswer } from '../../../contracts/common';
import { UserFacingError } from '../../lib/errors';
import { get, routeTable } from '../../lib/routes';

/** Side of the QR code image in pixels: scannable from a printed page or a screen. */
const QR_WIDTH = 320;
const QR_ANSWER = 'PNG image of a QR code of the app download address';

/**
 * /api/services/app/QRCodeService: Apk answers the mobile app's download address (APP_DOWNLOAD_URL) as a PNG QR code,
 * for an <img> on a page or a poster. Unset address: 404 with a message that says who sets it.
 */
export const qrCodeRoutes = (downloadUrl: string | undefined) =>
  routeTable('QRCodeService', 'anyone', () => [
    get(
      '/Apk',
      {
        summary: "Answers a PNG QR code of the mobile app's download address.",
        response: FileAnswer(QR_ANSWER),
        produces: ['image/png'],
      },
      async ({ reply }) => {
        if (!downloadUrl) throw new UserFacingError('errors.appDownloadMissing', 404);
        const png = await QRCode.toBuffer(downloadUrl, { type: 'png', width: QR_WIDTH, margin: 2 });
        return reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=3600').send(png);
      },
    ),
  ]);
