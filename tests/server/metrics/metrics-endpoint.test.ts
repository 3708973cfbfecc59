// The Prometheus endpoint (server/metrics/): its own listener, the HTTP series by route pattern and
// status, the socket gauge following a real WebSocket, the hub's tick series, and nothing of it on
// the public port.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { connect } from '#tests/helpers/ws-client.ts';

/** The value of one sample line (`name{labels} value`), or null when the series has no such line. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
}

describe('the metrics listener', () => {
  let t: TestApp;
  let publicBase: string;
  let metricsUrl: string;
  const scrape = async () => {
    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  beforeEach(async () => {
    // The test steps the hub itself (tickNow): a timer's tick between two scrapes would count too
    // (it did, once, on a loaded machine).
    t = await createTestApp({}, { metrics: { port: 0, host: '127.0.0.1' }, autoTick: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    publicBase = `127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    expect(t.metricsPort).toEqual(expect.any(Number));
    expect(t.metricsPort).not.toBe(addr && typeof addr === 'object' ? addr.port : 0);
    metricsUrl = `http://127.0.0.1:${t.metricsPort}/metrics`;
  });
  afterEach(() => t.close());

  it('counts HTTP requests by route pattern and status, not by raw URL', async () => {
    expect((await fetch(`http://${publicBase}/api/season/current`)).status).toBe(200);
    const token = await devLogin(t.app, 'metrics@crawl.test');
    const missing = await fetch(`http://${publicBase}/api/crawlers/987654`, { headers: { authorization: `Bearer ${token}` } });
    expect(missing.status).toBe(404);

    const text = await scrape();
    expect(sample(text, 'ctf_http_requests_total{method="GET",route="/api/season/current",status="200"}')).toBe(1);
    expect(sample(text, 'ctf_http_requests_total{method="GET",route="/api/crawlers/:id",status="404"}')).toBe(1);
    expect(sample(text, 'ctf_http_request_duration_seconds_count{method="GET",route="/api/season/current",status="200"}')).toBe(1);
    expect(text).not.toContain('987654');
    // The database's series and the default process series are there too.
    expect(text).toMatch(/^ctf_db_duration_seconds_count\{kind="transaction"\} [1-9]/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
  });

  it('follows the sockets open', async () => {
    expect(sample(await scrape(), 'ctf_sockets_open')).toBe(0);
    const token = await devLogin(t.app, 'sockets@crawl.test');
    const c = await connect(`ws://${publicBase}/api/ws`, token);
    await c.waitFor((m) => m.type === 'hello');
    expect(sample(await scrape(), 'ctf_sockets_open')).toBe(1);
    c.close();
    let open: number | null = 1;
    for (let i = 0; i < 50 && open !== 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      open = sample(await scrape(), 'ctf_sockets_open');
    }
    expect(open).toBe(0);
  });

  it('measures the ticks', async () => {
    await t.hub.tickNow();
    await t.hub.tickNow();
    const text = await scrape();
    expect(sample(text, 'ctf_tick_duration_seconds_count')).toBe(2);
    expect(sample(text, 'ctf_rooms_live')).toBe(0);
  });

  it('is not served on the public port, and the listener serves only /metrics', async () => {
    const res = await fetch(`http://${publicBase}/metrics`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('ctf_');
    const other = await fetch(`http://127.0.0.1:${t.metricsPort}/api/season/current`);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: 'Not Found', code: 'not_found' });
  });
});
