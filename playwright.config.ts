import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { fakeWechatEnv } from './tests/support/fake-wechat';

// The end-to-end suite drives the built app served by `npm start`'s own server, on a fresh embedded database, in
// Debian's Chromium (a test runner's browser download cannot work here). A worker per core (E2E_WORKERS to choose);
// from four workers on, the spec files are split among shards, each a server of its own on a database of its own
// (ports E2E_PORT, E2E_PORT + 1, …), so more than one journey that reads shared lists can run at once.
const workers = Number(process.env.E2E_WORKERS ?? availableParallelism());
const shardCount = Number(process.env.E2E_SHARDS ?? Math.max(1, Math.floor(workers / 2)));
const firstPort = Number(process.env.E2E_PORT ?? 3199);
// A stand-in for WeChat (tests/support/fake-wechat.ts) that the servers sign in through; it sends a person back to the
// redirect address each server names.
const fakeWechatPort = Number(process.env.FAKE_WECHAT_PORT ?? firstPort + 1000);
const fakeWechat = `http://127.0.0.1:${fakeWechatPort}`;

// Journeys that read lists the others write to (the consignor's newest consignment, the lab's incoming counts and
// sample tree, report counts by status, the dashboards' figures against the lists they open): on one server and
// database they run one at a time. Longest first (about, on the CI machine), so that dealing them out to the shards
// back and forth (1, 2, 2, 1, 1, 2, …) gives each shard a similar share.
const sharedLists = [
  'lab-batch',
  'dashboard-charts',
  'consignment',
  'attachments',
  'site-booking',
  'reports',
  'new-unit-journey',
  'live-messages',
  'lims',
  'catalogue',
  'list-export',
  'witnessed-sampling',
  'row-menus',
];
const specs = readdirSync('tests/e2e')
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => file.replace(/\.spec\.ts$/, ''))
  .sort();
const independent = specs.filter((name) => !sharedLists.includes(name));
const matching = (names: string[]) => names.map((name) => `**/${name}.spec.ts`);

/**
 * Chromium features the e2e browser runs without. Chromium reads only the last --disable-features it is given and
 * Playwright passes its own list before ours (playwright-core's chromiumSwitches), so this one repeats Playwright's
 * and adds the project's: tests/e2e/browser.spec.ts fails if Playwright's list gains a name this one lacks.
 */
const disabledFeatures = [
  // Playwright's, as of 1.65 on Linux.
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  // Every new window of headless Chromium (each context's page) also started the omnibox's drop-down, a web app of
  // the browser's own (chrome://omnibox-popup.top-chrome) in a renderer of its own that no test can see: about 2.3 s
  // of CPU per window, more than half of what opening a signed-in page cost (bench/results/test-speed.md, part 7).
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

/** Whether the i-th of a list dealt out back and forth among the shards goes to shard n. */
const dealtTo = (n: number, i: number) => {
  const turn = i % (2 * shardCount);
  return (turn < shardCount ? turn : 2 * shardCount - 1 - turn) === n;
};

/** Shard `n`: its server's address and data, and its share of the spec files of each kind. */
const shards = Array.from({ length: shardCount }, (_, n) => {
  const port = firstPort + n;
  const ofShard = (names: string[]) => matching(names.filter((_, i) => dealtTo(n, i)));
  return {
    suffix: shardCount === 1 ? '' : `-${n + 1}`,
    port,
    use: { baseURL: `http://localhost:${port}` },
    // Where the server keeps its database and SMS outbox, and the demo accounts' signed-in states (tests/e2e/support.ts).
    metadata: { dataDir: `test-results/e2e-data${n ? `-${n + 1}` : ''}`, authDir: `test-results/e2e-auth/${n + 1}` },
    shared: ofShard(sharedLists),
    independent: ofShard(independent),
  };
});

export default defineConfig({
  testDir: 'tests/e2e',
  // Whole journeys (several windows, a dozen screens) on a busy two-core CI machine: a generous ceiling, not a speed
  // claim. On a slow day (2026-11-26: the same suite took 16 min instead of 6–9) the longest journey passed 5 min and
  // screens took over 20 s to answer with three browsers at once.
  timeout: 600_000,
  expect: { timeout: 30_000 },
  // A shard's shared-list journeys on one worker, everything else on the others (projects below).
  workers,
  // A failed journey runs once more, recording its trace (actions, DOM snapshots, network, console) that time only:
  // recording every journey's first run, to keep the trace of the few that fail, cost about a seventh of the suite's
  // CPU (bench/results/test-speed.md, part 9). A journey that passes only on its second run still counts as failed
  // (failOnFlakyTests here, and npm test's totals).
  retries: 1,
  failOnFlakyTests: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    locale: 'en-US',
    screenshot: 'only-on-failure',
    // The retry's trace keeps no filmstrip: its screencast had Chromium encode a frame of every change, about a fifth
    // of the suite's CPU when every journey was traced (bench/results/test-speed.md, part 6). Each failure's own screenshot above still
    // shows its last screen.
    trace: { mode: 'on-first-retry', screenshots: false },
    // The browser asks for reduced motion, as a person may: the app then draws no transition or animation
    // (src/Root.css), which took about a sixth of Chromium's CPU in a run (its compositor drawing the frames between).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        `--disable-features=${disabledFeatures.join(',')}`,
      ],
    },
  },
  // Per shard: each demo account signs in through the form once, and the suites reuse its saved state
  // (tests/e2e/support.ts); then its shared-list journeys one at a time, beside the rest of its files. Every shard's
  // shared-list project comes before any other: a worker takes the first files in this order that it may, so each
  // shard's chain of journeys starts at once instead of after another shard's other files.
  projects: [
    ...shards.map(({ suffix, use, metadata }) => ({
      name: `sign-in${suffix}`,
      testMatch: '**/sign-in.setup.ts',
      fullyParallel: true,
      use,
      metadata,
    })),
    ...shards.map(({ suffix, use, metadata, shared }) => ({
      name: `shared-lists${suffix}`,
      testMatch: shared,
      dependencies: [`sign-in${suffix}`],
      workers: 1,
      use,
      metadata,
    })),
    ...shards.map(({ suffix, use, metadata, independent }) => ({
      name: `independent${suffix}`,
      testMatch: independent,
      dependencies: [`sign-in${suffix}`],
      fullyParallel: true,
      use,
      metadata,
    })),
  ],
  // Started one after the other: the first builds what is stale, the others find it built.
  webServer: [
    ...shards.map(({ port, metadata }) => ({
      // As `npm start` runs it: Node 24 (node_modules/.bin, first on the PATH under npm and npx) strips the launcher's
      // types; through npx and tsx it cost about 2 s more CPU per server (bench/results/test-speed.md, part 9).
      command: `rm -rf ${metadata.dataDir} && node scripts/start.ts`,
      url: `http://localhost:${port}/api/services/app/Test/GetGuid`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        DATA_DIR: metadata.dataDir,
        JWT_SECRET: 'e2e-only-secret-not-for-production-0123456789',
        ...fakeWechatEnv(fakeWechat, `http://localhost:${port}/auth-redirect`),
      },
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    })),
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
