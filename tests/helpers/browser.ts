// Debian's Chromium driven by playwright-core (no browser download). One browser per test file,
// a fresh context (cookies, local storage) per journey.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  const browser = await launch();
  return process.env.E2E_TRACE_DIR ? traced(browser, process.env.E2E_TRACE_DIR) : browser;
}

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/**
 * E2E_TRACE_DIR=dir: the browser's whole life as one Chromium trace (dir/<pid>-<n>.json), for
 * bench/journey-trace-summary.ts to say where a journey's browser time goes. Off by default: tracing
 * costs CPU itself.
 */
let traces = 0;
async function traced(browser: Browser, dir: string): Promise<Browser> {
  const { mkdirSync } = await import('node:fs');
  mkdirSync(dir, { recursive: true });
  await browser.startTracing(undefined, { path: `${dir}/${process.pid}-${++traces}.json`, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink', 'toplevel', 'gpu', 'cc', 'viz'] });
  const close = browser.close.bind(browser);
  browser.close = async (options) => {
    await browser.stopTracing().catch(() => undefined);
    return close(options);
  };
  return browser;
}

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

export async function newPage(browser: Browser, base: string, viewport: { width: number; height: number } = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: base, viewport, ...(viewport.width < 500 ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}) });
  const page = await context.newPage();
  return { context, page };
}

/** Fails the journey on any uncaught page error or failed same-origin script. */
export function watchErrors(page: Page): () => string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return () => errors;
}
