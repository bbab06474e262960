// What a page's first load transfers: every script and style sheet it loads until its screen shows and a moment more,
// gzip-compressed as a server would send them (bench:web's pages and its every-route table).
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from '@playwright/test';

/** After a page's screen shows, how long its last requests (chunks asked for on first render) may take. */
export const SETTLE_MS = 2000;

export interface Transfer {
  js: number;
  css: number;
  requests: number;
}

/** Opens `url` in a new tab of `browser`, waits for `ready` (a test id, or none) and SETTLE_MS, and sums what came. */
export async function firstLoad(browser: BrowserContext, url: string, ready?: string): Promise<Transfer> {
  const tab = await browser.newPage();
  const transfer: Transfer = { js: 0, css: 0, requests: 0 };
  const bodies: Promise<void>[] = [];
  tab.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => {
          transfer.requests++;
          transfer[type === 'script' ? 'js' : 'css'] += gzipSync(body).length;
        }),
    );
  });
  // Not 'networkidle': a signed-in page holds its live stream open (issue 14), so the network never goes idle.
  await tab.goto(url, { waitUntil: 'load' });
  if (ready) await tab.getByTestId(ready).waitFor();
  await tab.waitForTimeout(SETTLE_MS);
  await Promise.all(bodies);
  await tab.close();
  return transfer;
}

export const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
