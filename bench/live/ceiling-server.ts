// The ceiling for the live-rooms benchmark: a bare `ws` server that does nothing but what the room
// hub's transport must do at the least. Clients connect with ?room=R, send the same join/position/
// attack messages (each is JSON-parsed, then ignored), and every 200 ms one tick message per room
// (`events` with `at`, moved events filled to the real server's mean size) is serialised once and
// sent to that room's sockets, the rooms dealt into the same phases as the hub's (a slot of them
// every 200 / phases ms). Same drift-free ticker and same measurements (hub-stats.ts) as the hub.
// Run: started by bench/live-rooms.bench.ts (node --import tsx bench/live/ceiling-server.ts <config.json>).
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { WebSocketServer, type WebSocket } from 'ws';
import { SOCKET_LIMITS } from '#contract/realtime.ts';
import { createHubStats, epochMs } from '#server/realtime/hub-stats.ts';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the ceiling ticks with the hub's own ticker
import { startTicker } from '#server/realtime/ticker.ts';
import type { CeilingCommand, CeilingConfig } from './protocol.ts';

const config = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as CeilingConfig;
const rooms = new Map<number, Set<WebSocket>>();
const phaseOf = new Map<number, number>();
const stats = createHubStats(config.phases);
let beats = 0;
let tick = 0;

/** A room's tick message: `count` moved events, serialised once. */
function message(roomId: number, at: number, count: number): string {
  const events = Array.from({ length: count }, (_, i) => ({ type: 'moved', tick, id: `crawler-${roomId * 100 + i}`, x: Math.round(Math.random() * 9000) / 100, y: Math.round(Math.random() * 9000) / 100 }));
  return JSON.stringify({ type: 'events', tick, roomId, at, events });
}
// How many moved events make a message of the asked size (one event is about 70 bytes).
const eventsPerMessage = (() => {
  const one = message(1, epochMs(), 1).length;
  const two = message(1, epochMs(), 2).length;
  return Math.max(1, Math.round((config.messageBytes - one) / (two - one)) + 1);
})();

const wss = new WebSocketServer({ host: '127.0.0.1', port: config.port, maxPayload: SOCKET_LIMITS.maxPayloadBytes, perMessageDeflate: false });
wss.on('connection', (ws, req) => {
  const roomId = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('room'));
  let members = rooms.get(roomId);
  if (!members) {
    rooms.set(roomId, (members = new Set()));
    phaseOf.set(roomId, (rooms.size - 1) % config.phases);
  }
  members.add(ws);
  ws.on('message', (raw) => {
    const msg = JSON.parse(String(raw)) as { type?: string; crawlerId?: number };
    if (msg.type === 'join') ws.send(JSON.stringify({ type: 'snapshot', tick, roomId, crawlerId: msg.crawlerId, inCombat: false, self: { x: 50, y: 50, health: 1, maxHealth: 1, isAlive: true }, entities: [] }));
  });
  ws.on('close', () => members.delete(ws));
});

stats.start();
const ticker = startTicker(
  config.tickMs / config.phases,
  (scheduledAt) => {
  const started = performance.now();
  const at = performance.timeOrigin + scheduledAt;
  stats.tickStarted(Math.max(0, epochMs() - at));
  const phase = beats++ % config.phases;
  if (phase === 0) tick++;
  const texts = new Map<number, string>();
  for (const roomId of rooms.keys()) if (phaseOf.get(roomId) === phase) texts.set(roomId, message(roomId, at, eventsPerMessage));
  stats.stepDone(performance.now() - started);
  const sending = performance.now();
  for (const [roomId, text] of texts) {
    const members = rooms.get(roomId)!;
    for (const ws of members) {
      if (ws.readyState !== ws.OPEN) continue;
      if (ws.bufferedAmount > SOCKET_LIMITS.maxBufferedBytes) {
        ws.terminate();
        continue;
      }
      ws.send(text);
      stats.sent(1, text.length);
    }
  }
  stats.fanout(performance.now() - sending);
  },
  undefined,
  config.tickMs,
);

const live = () => {
  let viewers = 0;
  for (const m of rooms.values()) viewers += m.size;
  return { rooms: rooms.size, viewers, players: viewers };
};

process.on('message', (cmd: CeilingCommand) => {
  if (cmd.cmd === 'stats') process.send?.({ kind: 'stats', stats: stats.snapshot(live(), cmd.reset) });
  if (cmd.cmd === 'close') shutdown();
});
process.on('disconnect', () => shutdown());

function shutdown(): void {
  ticker.stop();
  stats.stop();
  for (const ws of wss.clients) ws.terminate();
  wss.close(() => process.exit(0));
}

wss.on('listening', () => process.send?.({ kind: 'listening', eventsPerMessage }));
