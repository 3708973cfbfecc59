// Which page origins better-auth accepts for email sign-up. better-auth checks the Origin of a request
// that carries cookies (a browser's) but skips the check under a test runner, so the behaviour
// is seen on the real server process, started as `npm run dev` starts it (development).
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustedOriginsFor } from '#server/auth/auth.ts';
import { dataDirFromTemplate } from '#tests/helpers/pglite-template.ts';
import { freePort, startServer, type ServerProcess } from '#tests/helpers/server-process.ts';

async function signUp(base: string, origin: string, email: string) {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie: 'theme=dark' },
    body: JSON.stringify({ email, password: 'correct-horse-battery', name: 'Newcomer' }),
  });
  return { status: res.status, body: (await res.json()) as { error?: string } };
}

describe('email sign-up on a development server', { timeout: 120_000 }, () => {
  let server: ServerProcess;
  let port: number;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await dataDirFromTemplate('ctf-origins-', tmpdir());
    port = await freePort();
    // PUBLIC_URL left unset: it defaults to http://localhost:PORT, as on a developer's machine. TEST
    // is set by the test runner and would make better-auth skip the check too.
    server = await startServer({ DATA_DIR: dataDir, PORT: String(port), TEST: 'false' });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('accepts the page opened at 127.0.0.1 as well as at localhost', async () => {
    expect((await signUp(server.base, `http://127.0.0.1:${port}`, 'loopback@crawl.test')).status).toBe(200);
    expect((await signUp(server.base, `http://localhost:${port}`, 'named@crawl.test')).status).toBe(200);
  });

  it('still refuses another port or another host with "Invalid origin"', async () => {
    expect(await signUp(server.base, `http://127.0.0.1:${port + 1}`, 'port@crawl.test')).toMatchObject({ status: 403, body: { error: 'Invalid origin' } });
    expect(await signUp(server.base, 'http://evil.test', 'evil@crawl.test')).toMatchObject({ status: 403, body: { error: 'Invalid origin' } });
  });
});

describe('trusted origins', () => {
  it('outside production name both loopback forms of a loopback PUBLIC_URL, with its port', () => {
    expect(trustedOriginsFor({ NODE_ENV: 'development', publicUrl: 'http://localhost:4700' })).toEqual(['http://localhost:4700', 'http://127.0.0.1:4700']);
    expect(trustedOriginsFor({ NODE_ENV: 'development', publicUrl: 'http://127.0.0.1:5173' })).toEqual(['http://127.0.0.1:5173', 'http://localhost:5173']);
  });

  it('trust a public host alone, and in production PUBLIC_URL alone', () => {
    expect(trustedOriginsFor({ NODE_ENV: 'development', publicUrl: 'https://crawl.example' })).toEqual(['https://crawl.example']);
    expect(trustedOriginsFor({ NODE_ENV: 'production', publicUrl: 'http://localhost:4700' })).toEqual(['http://localhost:4700']);
  });
});
