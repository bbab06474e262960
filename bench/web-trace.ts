// The blocking time a phone would feel, as observed rather than simulated: one load of the page in a traced tab with
// the CPU slowed 4× (Lighthouse's mobile factor), summing what each main-thread task after the first contentful
// paint ran over 50 ms. Lighthouse's default run simulates instead: it places the evaluation of module scripts and
// every React render after its estimate of the first paint (a module script's evaluation names no URL in the trace,
// so its model cannot tell that the paint waited for it), and counts them all as blocking. Both figures are printed.
import type { BrowserContext } from '@playwright/test';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

export interface ObservedLoad {
  fcpMs: number;
  blockingMs: number;
}

export async function observedLoad(context: BrowserContext, url: string): Promise<ObservedLoad> {
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  await tab.goto(url);
  await tab.waitForTimeout(8000);
  const fcpMs = await tab.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  await tab.close();
  // The paint's event marks the moment in the trace's clock (the navigation's own start may be missing from the trace
  // when the page moved to a new renderer process); the page reports the time since its navigation.
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint || !fcpMs) throw new Error(`${url}: no first contentful paint`);
  let blocking = 0;
  for (const task of events) {
    if (task.pid !== paint.pid || task.tid !== paint.tid || task.ph !== 'X' || !TASKS.has(task.name)) continue;
    const end = task.ts + (task.dur ?? 0);
    if (end <= paint.ts) continue;
    // A task under way at the paint counts from the paint on, as Lighthouse counts it.
    blocking += Math.max(0, (end - Math.max(task.ts, paint.ts)) / 1000 - 50);
  }
  return { fcpMs: Math.round(fcpMs), blockingMs: Math.round(blocking) };
}
