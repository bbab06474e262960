import { service } from './manifest';

/**
 * /api/services/app/QRCodeService: Apk answers the mobile app's download address (APP_DOWNLOAD_URL) as a PNG QR code,
 * for an <img> on a page or a poster. Unset address: 404 with a message that says who sets it.
 */
export const QRCodeService = service({
  path: 'services/app/QRCodeService',
  tag: 'QRCodeService',
  access: 'anyone',
  operations: {
    Apk: {
      method: 'GET',
      summary: "Answers a PNG QR code of the mobile app's download address.",
      file: 'PNG image of a QR code of the app download address',
      produces: ['image/png'],
    },
  },
});
