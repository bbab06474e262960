// bench:web's table of every menu route: the first-load JavaScript (gzip) of each address a demo account's side menu
// offers, opened as that account, against the 250 KB every route is held to (issue 12).
import type { BrowserContext } from '@playwright/test';
import { firstLoad, kb } from './web-load';

export const ROUTE_JS_TARGET = 250;
const TOKEN_COOKIE = 'LabConsign-Token';

export interface RouteLoad {
  user: string;
  path: string;
  jsKb: number;
}

/** Every side-menu address of each account (its token given), with its first load's JavaScript. */
export async function everyRoute(browser: BrowserContext, base: string, tokens: Record<string, string>) {
  const loads: RouteLoad[] = [];
  for (const [user, token] of Object.entries(tokens)) {
    await browser.clearCookies();
    await browser.addCookies([{ name: TOKEN_COOKIE, value: token, url: base }]);
    const tab = await browser.newPage();
    await tab.goto(`${base}/dashboard`);
    const links = tab.getByTestId('sidebar').locator('a[href]');
    await links.first().waitFor();
    const paths = await links.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    await tab.close();
    for (const path of new Set(paths)) {
      const { js } = await firstLoad(browser, `${base}${path}`);
      loads.push({ user, path, jsKb: kb(js) });
    }
  }
  return loads.sort((a, b) => b.jsKb - a.jsKb);
}

/** The table for bench/results/web.md, heaviest first. */
export function routesTable(loads: RouteLoad[]): string[] {
  const over = loads.filter((load) => load.jsKb > ROUTE_JS_TARGET).length;
  return [
    `## Every menu route (first-load JavaScript, gzip; target ≤ ${ROUTE_JS_TARGET} KB): ${over} of ${loads.length} over`,
    '',
    '| account | path | JS KB (gzip) | ≤ 250 |',
    '|---|---|---:|---|',
    ...loads.map((l) => `| ${l.user} | ${l.path} | ${l.jsKb} | ${l.jsKb <= ROUTE_JS_TARGET ? 'yes' : '**no**'} |`),
    '',
  ];
}
