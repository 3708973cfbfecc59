// What the crawler page's profile and trace share: a new sponsor with a crawler (dev login, through
// the API), and a browser context signed in as it on Lighthouse's mobile screen.
import type { Browser, BrowserContext } from 'playwright-core';
import { DEV_TOKEN_KEY } from '#contract/auth.ts';
import type { Candidate } from '#contract/crawler.ts';
import { payloadOf } from '#tests/helpers/sponsor.ts';
import { api } from '../api.ts';

/** A new sponsor (`<prefix>-<pid>-<n>@bench.test`) and the crawler it sponsors. */
export async function newSponsor(base: string, prefix: string, n: number): Promise<{ token: string; id: number }> {
  const { access_token: token } = await api<{ access_token: string }>(base, 'POST', '/api/auth/dev-login', undefined, { email: `${prefix}-${process.pid}-${n}@bench.test` });
  const [candidate] = await api<Candidate[]>(base, 'GET', '/api/crawlers/candidates', token);
  const { id } = await api<{ id: number }>(base, 'POST', '/api/crawlers', token, payloadOf(candidate!));
  return { token, id };
}

/** A context on Lighthouse's mobile screen (below lg: the page's phone layout) holding `token` as its sign-in. */
export async function signedInMobileContext(browser: Browser, base: string, token: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const setup = await context.newPage();
  await setup.goto(`${base}/api/health`);
  await setup.evaluate(([k, v]) => localStorage.setItem(k!, v!), [DEV_TOKEN_KEY, token]);
  await setup.close();
  return context;
}
