// npm run bench:web: builds the app, serves it as production does, and prints for /login, /dashboard and the lab's
// incoming list what the first load transfers (JavaScript and CSS, gzip) and Lighthouse's performance score, measured
// in Debian's Chromium. Figures go to bench/results/web.md and web.json.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { firstLoad, kb, SETTLE_MS } from './web-load';
import { everyRoute, ROUTE_JS_TARGET, type RouteLoad, routesTable } from './web-routes';
import { observedLoad } from './web-trace';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3299);
const DEBUG_PORT = PORT + 1;
const BASE = `http://localhost:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse runs per page; the figures are its median run's (Lighthouse's variability guide: 5 runs halve the spread). */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const PAGES = [
  { name: 'sign-in', path: '/login', ready: 'login-submit', signedIn: false, jsTarget: 150, scoreTarget: 95 },
  { name: 'dashboard', path: '/dashboard', ready: 'dashboard', signedIn: true, jsTarget: 250, scoreTarget: 90 },
  {
    name: 'lab incoming list',
    path: '/BusinessManagement/preManagement',
    ready: 'lab-incoming',
    signedIn: true,
    jsTarget: 250,
    scoreTarget: 90,
  },
];

async function waitFor(url: string, tries = 120): Promise<void> {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not answer`);
}

async function signIn(user: string): Promise<string> {
  const res = await fetch(`${BASE}/api/TokenAuth/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userNameOrEmailAddress: user, password: process.env.DEMO_PASSWORD || 'Demo#1234' }),
  });
  const body = (await res.json()) as { result: { accessToken: string } };
  return body.result.accessToken;
}

interface Figures {
  page: string;
  path: string;
  jsKb: number;
  cssKb: number;
  requests: number;
  /** The median run's score (lighthouse's computeMedianRun: the run nearest the median FCP and time to interactive). */
  score: number;
  scores: number[];
  /** Lighthouse's first contentful paint and total blocking time, ms: what moves the score. */
  fcpMs: number;
  tbtMs: number;
  /** Observed at 4× CPU (bench/web-trace.ts): the first contentful paint and the blocking time after it. */
  observedFcpMs: number;
  observedTbtMs: number;
  jsTarget: number;
  scoreTarget: number;
}

async function main() {
  console.log('[bench:web] building');
  if (spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' }).status !== 0) throw new Error('build failed');
  const dataDir = mkdtempSync(join(tmpdir(), 'lc-web-'));
  const profile = mkdtempSync(join(tmpdir(), 'lc-web-profile-'));
  const server: ChildProcess = spawn('npx', ['tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-web-only-secret-0123456789abcdef',
    },
    stdio: 'ignore',
    // Its own process group: npx, tsx and the server under them end together (a leftover server would answer the
    // next run's requests on the same port).
    detached: true,
  });
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [`--remote-debugging-port=${DEBUG_PORT}`, '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  // The machine may be shared: its load (1, 5 and 15 minutes) at the start and at the end go with the figures.
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ');
  const loadAtStart = load();
  try {
    await waitFor(`${BASE}/api/services/app/Test/GetGuid`);
    const token = await signIn('lab');
    const results: Figures[] = [];
    for (const page of PAGES) {
      await browser.clearCookies();
      if (page.signedIn) await browser.addCookies([{ name: 'LabConsign-Token', value: token, url: BASE }]);
      const { js, css, requests } = await firstLoad(browser, `${BASE}${page.path}`, page.ready);
      const runs: RunnerResult['lhr'][] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        const run = await lighthouse(`${BASE}${page.path}`, {
          port: DEBUG_PORT,
          onlyCategories: ['performance'],
          disableStorageReset: true,
          output: 'json',
          logLevel: 'error',
        });
        if (run) runs.push(run.lhr);
      }
      const scoreOf = (lhr: RunnerResult['lhr']) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const median = computeMedianRun(runs);
      const score = scoreOf(median);
      const scores = runs.map(scoreOf);
      const metric = (id: string) => Math.round(median.audits[id]?.numericValue ?? 0);
      const figures = { jsKb: kb(js), cssKb: kb(css), fcpMs: metric('first-contentful-paint') };
      const tbtMs = metric('total-blocking-time');
      const observed = await observedLoad(browser, `${BASE}${page.path}`);
      console.log(
        `[bench:web] ${page.name}: JS ${figures.jsKb} KB, CSS ${figures.cssKb} KB gzip, Lighthouse ${score} ` +
          `(runs ${scores.join(', ')}) ` +
          `(FCP ${figures.fcpMs} ms, TBT ${tbtMs} ms; observed at 4× CPU: FCP ${observed.fcpMs} ms, ` +
          `TBT ${observed.blockingMs} ms)`,
      );
      results.push({
        page: page.name,
        path: page.path,
        jsKb: figures.jsKb,
        cssKb: figures.cssKb,
        requests,
        score,
        scores,
        fcpMs: figures.fcpMs,
        tbtMs,
        observedFcpMs: observed.fcpMs,
        observedTbtMs: observed.blockingMs,
        jsTarget: page.jsTarget,
        scoreTarget: page.scoreTarget,
      });
    }
    // Every address of each demo account's menu, its first load's JavaScript alone (no Lighthouse: 40 addresses).
    const tokens = Object.fromEntries(
      await Promise.all(['admin', 'lab', 'consignor'].map(async (user) => [user, await signIn(user)] as const)),
    );
    const routes: RouteLoad[] = await everyRoute(browser, BASE, tokens);
    const over = routes.filter((route) => route.jsKb > ROUTE_JS_TARGET);
    console.log(
      `[bench:web] every menu route: ${over.length} of ${routes.length} over ${ROUTE_JS_TARGET} KB of JavaScript`,
    );
    const mark = (ok: boolean) => (ok ? 'yes' : '**no**');
    const md = [
      '# First load',
      '',
      `Run ${new Date().toISOString()} (load average ${loadAtStart} at the start, ${load()} at the end): ` +
        'production build served by scripts/start.ts, Debian Chromium, Lighthouse ' +
        'performance (default mobile emulation and throttling). Transfers are the gzip size of every script and style ' +
        `sheet the page loaded until its screen showed and ${SETTLE_MS / 1000} s more (a signed-in page's live ` +
        `stream keeps the network busy). Lighthouse runs right after, ${LIGHTHOUSE_RUNS} times in the same browser profile ` +
        '(the figures are its median run: the run nearest the median first paint and time to interactive), ' +
        'so each load is a repeat visit (scripts revalidated from the cache): it measures parsing, running and ' +
        'drawing; a first visit also waits for the transfer (brotli or gzip, precompressed at build time). FCP and TBT ' +
        "are Lighthouse's first contentful paint and total blocking time (the long tasks after that paint), " +
        'simulated; the observed pair comes from one traced load with the CPU slowed 4× (bench/web-trace.ts says why ' +
        'the two differ).',
      '',
      '| page | path | JS KB (gzip) | target | CSS KB (gzip) | requests | Lighthouse (median run) | every run | target | ' +
        'FCP ms | TBT ms | observed FCP ms | observed TBT ms |',
      '|---|---|---:|---|---:|---:|---:|---|---|---:|---:|---:|---:|',
      ...results.map(
        (r) =>
          `| ${r.page} | ${r.path} | ${r.jsKb} | ≤ ${r.jsTarget}: ${mark(r.jsKb <= r.jsTarget)} | ${r.cssKb} | ` +
          `${r.requests} | ${r.score} | ${r.scores.join(' ')} | ≥ ${r.scoreTarget}: ${mark(r.score >= r.scoreTarget)} | ${r.fcpMs} | ${r.tbtMs} | ` +
          `${r.observedFcpMs} | ${r.observedTbtMs} |`,
      ),
      '',
      ...routesTable(routes),
    ].join('\n');
    writeFileSync('bench/results/web.md', md);
    writeFileSync(
      'bench/results/web.json',
      `${JSON.stringify({ loadAverage: { start: loadAtStart, end: load() }, pages: results, routes }, null, 2)}\n`,
    );
    console.log(md);
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
}

await main();
