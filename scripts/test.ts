// `npm test`: every check and every suite, then one line with the true totals.
// Steps run in order; a failing step does not stop the others, so one run shows everything.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

type Totals = { passed: number; failed: number; skipped: number };
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps: string[] = [];
const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function run(name: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  console.log(
    `◀ ${name}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (status !== 0) failedSteps.push(name);
  return status === 0;
}

type Step = [name: string, command: string, args: string[]];

/**
 * Checks that read the sources and write nothing but their own output run at once (each is mostly one core), their
 * output held and printed in order as each ends; each still counts as one test.
 */
async function checksAtOnce(steps: Step[]) {
  const started = Date.now();
  const runs = steps.map(([name, command, args]) => {
    let output = '';
    const child = spawn(command, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    return new Promise<{ name: string; line: string; output: string; ok: boolean; seconds: string }>((done) =>
      child.on('close', (status) =>
        done({
          name,
          line: `${command} ${args.join(' ')}`,
          output,
          ok: status === 0,
          seconds: ((Date.now() - started) / 1000).toFixed(1),
        }),
      ),
    );
  });
  for (const result of await Promise.all(runs)) {
    console.log(`\n▶ ${result.name}: ${result.line}`);
    process.stdout.write(result.output);
    console.log(`◀ ${result.name}: ${result.ok ? 'ok' : 'failed'} after ${result.seconds} s`);
    if (result.ok) totals.passed += 1;
    else {
      totals.failed += 1;
      failedSteps.push(result.name);
    }
  }
}

/**
 * Resolves once everything written to stdout so far has left the process. A long output (the builds') fills a pipe, and
 * the rest waits for the event loop, which a spawnSync'd suite blocks: without this the suites' output would come
 * first and the checks' results after it.
 */
const flushed = () => new Promise<void>((done) => process.stdout.write('', () => done()));

function readJson<T>(path: string): T | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined;
}

/** A suite whose report is missing (crashed before writing it) counts as one failure. */
function suite(name: string, command: string, args: string[], report: string, count: (json: never) => Totals) {
  run(name, command, args);
  const json = readJson<never>(report);
  if (!json) {
    totals.failed += 1;
    if (!failedSteps.includes(name)) failedSteps.push(name);
    return;
  }
  const counted = count(json);
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  totals.skipped += counted.skipped;
}

type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };

await checksAtOnce([
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npx', ['biome', 'check', '.']],
  ['import cycles', 'npm', ['run', '--silent', 'check:cycles']],
  ['no Chakra on a signed-in first load', 'npm', ['run', '--silent', 'check:first-load']],
  // The browser app the end-to-end servers serve (dist/; scripts/start.ts finds it fresh and builds only the server),
  // and Storybook's own build (storybook-static/): neither reads what the other writes. Storybook builds in its test
  // mode, which compiles every story as the full build does but skips what only its docs pages read (React docgen,
  // source maps): 46 → 26 s of CPU (bench/results/test-speed.md, part 9). Without `--test` it is the full build.
  ['build', 'npx', ['vite', 'build']],
  ['storybook build', 'npm', ['run', '--silent', 'build-storybook', '--', '--test']],
]);
await flushed();
suite(
  'vitest (unit, model, api on PGlite and PostgreSQL)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${results}/vitest.json`],
  `${results}/vitest.json`,
  (r: VitestReport) => ({
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + r.numTodoTests,
  }),
);
suite('end-to-end in Chromium', 'npx', ['playwright', 'test'], `${results}/playwright.json`, (r: PlaywrightReport) => ({
  passed: r.stats.expected,
  failed: r.stats.unexpected + r.stats.flaky,
  skipped: r.stats.skipped,
}));

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
// An exit code, not process.exit(): on a pipe (CI tees the output) a long output is still being written, and
// process.exit() would drop it, this totals line included.
process.exitCode = totals.failed === 0 && failedSteps.length === 0 ? 0 : 1;
