// A check of a deployed server through its public address (nginx in front, or the server itself):
// the page, /api/health, and the game's WebSocket (a new account signs up by email and password,
// its socket is greeted and answers a ping). It creates that account: point it at a staging server,
// or remove the account afterwards. Exits 0 when all three work.
//   node deploy/smoke-check.mjs https://crawl.example.com
import WebSocket from 'ws';

const base = (process.argv[2] ?? '').replace(/\/$/, '');
if (!/^https?:\/\//.test(base)) {
  console.error('usage: node deploy/smoke-check.mjs <public URL, e.g. https://crawl.example.com>');
  process.exit(2);
}
const fail = (what) => {
  console.error(`FAIL ${what}`);
  process.exit(1);
};

const page = await fetch(`${base}/`, { signal: AbortSignal.timeout(10_000) });
const html = await page.text();
console.log(`page: ${page.status} ${page.headers.get('content-type')}, ${html.length} bytes`);
if (page.status !== 200 || !html.includes('<div id="root">')) fail('the page');

const health = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) });
const healthBody = await health.text();
console.log(`health: ${health.status} ${healthBody}`);
if (health.status !== 200) fail('/api/health');

const email = `smoke-${Date.now()}@crawl.test`;
const up = await fetch(`${base}/api/auth/sign-up/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: base },
  body: JSON.stringify({ name: 'Smoke Check', email, password: `smoke-${Math.random().toString(36).slice(2)}-check` }),
  signal: AbortSignal.timeout(10_000),
});
const account = await up.json();
console.log(`sign-up: ${up.status}${account.token ? ', token received' : ` ${JSON.stringify(account)}`}`);
if (up.status !== 200 || !account.token) fail('sign-up');

const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/ws?token=${encodeURIComponent(account.token)}`);
const timer = setTimeout(() => fail('the WebSocket: no pong within 10 s'), 10_000);
ws.on('unexpected-response', (_req, res) => fail(`the WebSocket upgrade: HTTP ${res.statusCode}`));
ws.on('error', (err) => fail(`the WebSocket: ${err.message}`));
ws.on('message', (raw) => {
  const msg = JSON.parse(String(raw));
  console.log(`websocket: ${JSON.stringify(msg)}`);
  if (msg.type === 'hello') ws.send(JSON.stringify({ type: 'ping', at: 42 }));
  if (msg.type === 'pong') {
    clearTimeout(timer);
    ws.close(1000);
  }
});
ws.on('close', (code) => {
  console.log(`websocket closed: ${code}`);
  process.exit(code === 1000 ? 0 : 1);
});
