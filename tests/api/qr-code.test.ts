import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, envelopeOf, type TestApp } from './helpers';

// QRCodeService/Apk: the mobile app's download address (APP_DOWNLOAD_URL) as a QR code anyone can scan.

const APK = '/api/services/app/QRCodeService/Apk';
const DOWNLOAD = 'https://lab.example.com/app/labconsign-2.4.apk';

describe('with a download address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, appDownloadUrl: DOWNLOAD });
  });
  afterAll(() => t.close());

  test('answers a PNG whose QR code reads the address, without signing in', async () => {
    const response = await t.app.inject({ url: APK });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const png = PNG.sync.read(response.rawPayload);
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(code?.data).toBe(DOWNLOAD);
  });
});

describe('without one', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  test('answers 404 saying who sets it, in the caller’s language', async () => {
    const response = await t.app.inject({ url: APK, headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response).error?.message).toContain('APP_DOWNLOAD_URL');
    const zh = await t.app.inject({ url: APK, headers: { 'accept-language': 'zh-CN' } });
    expect(envelopeOf(zh).error?.message).toContain('平台管理员');
  });
});
