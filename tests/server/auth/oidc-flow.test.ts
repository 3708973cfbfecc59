// "Login with Google" end to end: the real app listens on a port, a local oidc-provider stands in
// for Google, and plain fetch with a cookie jar per origin plays the browser through every redirect.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { startOidcProvider, type OidcClaims, type TestOidcProvider } from '#tests/helpers/oidc-provider.ts';

const CLIENT_ID = 'ctf-test-client';
const CLIENT_SECRET = 'ctf-test-client-secret-0123456789';
const SUBJECT = 'google-sub-1815';
const ADA: OidcClaims = {
  email: 'Ada.Lovelace@crawl.test',
  email_verified: true,
  given_name: 'Ada',
  family_name: 'Lovelace',
  name: 'Ada Lovelace',
  picture: 'https://images.crawl.test/ada.png',
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What a browser keeps per origin: name -> value, scoped by path, expired cookies dropped. */
class CookieJar {
  private cookies = new Map<string, { name: string; value: string; path: string }>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attr = (key: string) => attrs.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const path = attr('path') ?? '/';
      const maxAge = attr('max-age');
      const expires = attr('expires');
      const expired = (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) <= Date.now());
      if (expired) this.cookies.delete(`${name};${path}`);
      else this.cookies.set(`${name};${path}`, { name, value, path });
    }
  }

  header(url: URL): string {
    return [...this.cookies.values()]
      .filter((c) => c.path === '/' || url.pathname === c.path || url.pathname.startsWith(`${c.path.replace(/\/$/, '')}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  get(name: string): string | undefined {
    return [...this.cookies.values()].find((c) => c.name === name)?.value;
  }
}

type Jars = Map<string, CookieJar>;

/** One browser request: sends and stores the cookies of the URL's origin, never follows redirects. */
async function browse(jars: Jars, url: string | URL, init: { method?: string; body?: string; contentType?: string } = {}): Promise<Response> {
  const target = new URL(url);
  if (!jars.has(target.origin)) jars.set(target.origin, new CookieJar());
  const jar = jars.get(target.origin)!;
  const headers: Record<string, string> = { accept: 'text/html,application/json' };
  const cookie = jar.header(target);
  if (cookie) headers.cookie = cookie;
  if (init.contentType) headers['content-type'] = init.contentType;
  if (init.method === 'POST') headers.origin = target.origin;
  const response = await fetch(target, { method: init.method ?? 'GET', body: init.body, headers, redirect: 'manual' });
  jar.store(response);
  return response;
}

/** Plays the user at the provider: follows its redirects, signs in as `login`, consents, and
 *  returns where the provider finally sends the browser outside its origin and the forms it showed. */
async function authorizeAtProvider(jars: Jars, authorizationUrl: string, login: string): Promise<{ url: URL; prompts: string[] }> {
  const prompts: string[] = [];
  let url = new URL(authorizationUrl);
  const providerOrigin = url.origin;
  let response = await browse(jars, url);
  for (let step = 0; step < 12; step += 1) {
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location')!, url);
      if (url.origin !== providerOrigin) return { url, prompts };
      response = await browse(jars, url);
      continue;
    }
    const html = await response.text();
    expect(response.status, html).toBe(200);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    expect(action, 'an interaction form').toBeDefined();
    prompts.push(prompt!);
    const form = new URLSearchParams({ prompt: prompt! });
    if (prompt === 'login') {
      form.set('login', login);
      form.set('password', 'any password');
    }
    url = new URL(action!.replace(/&amp;/g, '&'), url);
    response = await browse(jars, url, { method: 'POST', body: form.toString(), contentType: 'application/x-www-form-urlencoded' });
  }
  throw new Error(`the provider never redirected back (last: ${response.status} ${url})`);
}

describe('login with Google (OpenID Connect against a local provider)', () => {
  let t: TestApp;
  let provider: TestOidcProvider;
  let base: string;
  let callbackUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    callbackUrl = `${base}/api/auth/oauth2/callback/google`;
    provider = await startOidcProvider({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUri: callbackUrl,
      accounts: { [SUBJECT]: ADA },
    });
    t = await createTestApp({
      PUBLIC_URL: base,
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_ISSUER: provider.issuer,
    });
    await t.app.listen({ port, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  /** Steps 1 and 2: starts sign-in on our server and plays the user at the provider. */
  async function signInAtGoogle(jars: Jars, expectedPrompts = ['login', 'consent']): Promise<URL> {
    const start = await browse(jars, `${base}/api/auth/sign-in/oauth2`, {
      method: 'POST',
      body: JSON.stringify({ providerId: 'google', callbackURL: '/' }),
      contentType: 'application/json',
    });
    expect(start.status).toBe(200);
    const { url, redirect } = (await start.json()) as { url: string; redirect: boolean };
    expect(redirect).toBe(true);
    const auth = new URL(url);
    expect(auth.origin).toBe(provider.issuer);
    expect(auth.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(auth.searchParams.get('redirect_uri')).toBe(callbackUrl);
    expect(auth.searchParams.get('response_type')).toBe('code');
    expect(auth.searchParams.get('code_challenge_method')).toBe('S256');
    expect(auth.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    const state = auth.searchParams.get('state');
    expect(state).toBeTruthy();
    expect(jars.get(base)!.get('better-auth.state')).toBeTruthy();

    const { url: back, prompts } = await authorizeAtProvider(jars, url, SUBJECT);
    expect(prompts).toEqual(expectedPrompts);
    expect(`${back.origin}${back.pathname}`).toBe(callbackUrl);
    expect(back.searchParams.get('code')).toBeTruthy();
    expect(back.searchParams.get('state')).toBe(state);
    return back;
  }

  /** Step 3: the provider's redirect lands on our callback; returns the session cookie. */
  async function finishAtCallback(jars: Jars, callback: URL): Promise<string> {
    const res = await browse(jars, callback);
    expect(res.status, await res.clone().text()).toBe(302);
    expect([`${base}/`, '/']).toContain(res.headers.get('location'));
    const session = jars.get(base)!.get('better-auth.session_token');
    expect(session).toBeTruthy();
    return `better-auth.session_token=${session}`;
  }

  it('signs a new user in and maps the provider claims onto the user', async () => {
    const jars: Jars = new Map();
    const cookie = await finishAtCallback(jars, await signInAtGoogle(jars));

    const session = await call(t.app, 'GET', '/api/auth/get-session', { headers: { cookie } });
    expect(session.status).toBe(200);
    expect(session.body.session.token).toEqual(expect.any(String));
    expect(session.body.user.email).toBe(ADA.email.toLowerCase());

    const expected = {
      id: session.body.user.id,
      email: ADA.email.toLowerCase(),
      firstName: ADA.given_name,
      lastName: ADA.family_name,
      profileImageUrl: ADA.picture,
      credits: 1000,
    };
    const byCookie = await call(t.app, 'GET', '/api/auth/user', { headers: { cookie } });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body).toMatchObject(expected);
    const byBearer = await call(t.app, 'GET', '/api/auth/user', { token: session.body.session.token });
    expect(byBearer.status).toBe(200);
    expect(byBearer.body).toMatchObject(expected);
    expect((await call(t.app, 'GET', '/api/auth/user')).status).toBe(401);
  });

  it('signs the same Google account into the same user the next time', async () => {
    const first: Jars = new Map();
    const firstCookie = await finishAtCallback(first, await signInAtGoogle(first));
    // A new browser session on our site; the provider still remembers the user and the consent.
    const second: Jars = new Map([[provider.issuer, first.get(provider.issuer)!]]);
    const secondCookie = await finishAtCallback(second, await signInAtGoogle(second, []));
    expect(secondCookie).not.toBe(firstCookie);
    const a = await call(t.app, 'GET', '/api/auth/user', { headers: { cookie: firstCookie } });
    const b = await call(t.app, 'GET', '/api/auth/user', { headers: { cookie: secondCookie } });
    expect(b.status).toBe(200);
    expect(b.body.id).toBe(a.body.id);
  });

  it('refuses a callback that does not come back with the state cookie', async () => {
    const jars: Jars = new Map();
    const callback = await signInAtGoogle(jars);
    const res = await browse(new Map(), callback);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${base}/api/auth/error?error=state_mismatch`);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('better-auth.session_token=') && !/max-age=0/i.test(c))).toBe(false);
  });
});

describe('login with Google when it is not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('says so in the auth config and refuses to start the flow with a 4xx JSON error', async () => {
    expect((await call(t.app, 'GET', '/api/auth/config')).body).toMatchObject({ google: false });
    const res = await call(t.app, 'POST', '/api/auth/sign-in/oauth2', { body: { providerId: 'google', callbackURL: '/' } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toEqual({ error: expect.any(String), code: expect.any(String) });
  });
});
