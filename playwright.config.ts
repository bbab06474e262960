import { defineConfig } from '@playwright/test';
import { fakeWechatEnv } from './tests/support/fake-wechat';

// The end-to-end suite drives the built app served by `npm start`'s own server, on a fresh
// embedded database, in Debian's Chromium (a test runner's browser download cannot work here).
const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = 'test-results/e2e-data';
// A stand-in for WeChat (tests/support/fake-wechat.ts) that the server signs in through.
const fakeWechatPort = Number(process.env.FAKE_WECHAT_PORT ?? port + 1000);
const fakeWechat = `http://127.0.0.1:${fakeWechatPort}`;

// Journeys that read lists the others write to (the consignor's newest consignment, the lab's incoming counts and
// sample tree, report counts by status): on one shared server and database they run one at a time.
const sharedLists = [
  'attachments',
  'catalogue',
  'consignment',
  'lab-batch',
  'lims',
  'list-export',
  'live-messages',
  'new-unit-journey',
  'reports',
  'site-booking',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: 'tests/e2e',
  // Whole journeys (several windows, a dozen screens) on a busy two-core CI machine: a generous ceiling, not a speed
  // claim. On a slow day (2026-11-26: the same suite took 16 min instead of 6–9) the longest journey passed 5 min and
  // screens took over 20 s to answer with three browsers at once.
  timeout: 600_000,
  expect: { timeout: 30_000 },
  // One worker for the shared-list journeys, the others for everything else (projects below): at most two browsers
  // at once on two cores.
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'en-US',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Each demo account signs in through the form once; the suites reuse its saved state (tests/e2e/support.ts).
    { name: 'sign-in', testMatch: '**/sign-in.setup.ts', fullyParallel: true },
    { name: 'shared-lists', testMatch: sharedLists, dependencies: ['sign-in'], workers: 1 },
    { name: 'independent', testIgnore: sharedLists, dependencies: ['sign-in'], fullyParallel: true },
  ],
  webServer: [
    {
      command: `rm -rf ${dataDir} && npx tsx scripts/start.ts`,
      url: `http://localhost:${port}/api/services/app/Test/GetGuid`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        JWT_SECRET: 'e2e-only-secret-not-for-production-0123456789',
        ...fakeWechatEnv(fakeWechat, `http://localhost:${port}/auth-redirect`),
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx tests/support/fake-wechat.ts',
      url: `${fakeWechat}/connect/qrconnect`,
      reuseExistingServer: false,
      env: { FAKE_WECHAT_PORT: String(fakeWechatPort) },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
