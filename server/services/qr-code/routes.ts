import QRCode from 'qrcode';
import { QRCodeService } from '../../../contracts/api/qr-code';
import { UserFacingError } from '../../lib/errors';
import { serve } from '../../lib/routes';

/** Side of the QR code image in pixels: scannable from a printed page or a screen. */
const QR_WIDTH = 320;

/** The handlers of QRCodeService (contracts/api/qr-code.ts), for the app download address `downloadUrl`. */
export const qrCodeRoutes = (downloadUrl: string | undefined) =>
  serve(QRCodeService, () => ({
    Apk: async ({ reply }) => {
      if (!downloadUrl) throw new UserFacingError('errors.appDownloadMissing', 404);
      const png = await QRCode.toBuffer(downloadUrl, { type: 'png', width: QR_WIDTH, margin: 2 });
      return reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=3600').send(png);
    },
  }));
