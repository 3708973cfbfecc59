// The authenticated WebSocket endpoint: a client joins one of its crawlers' rooms, then streams
// position reports and attack/dodge intents; the server answers with a snapshot, then events.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import { ClientMessage, SOCKET_CLOSE, SOCKET_LIMITS, SocketErrorCode, type ServerMessage } from '#contract/realtime.ts';
import { ErrorCode } from '#contract/errors.ts';
import type { RoomHub, Viewer } from '../realtime/room-hub.ts';
import type { NavigationService } from '../services/navigation-service.ts';
import { HttpError, isUnavailable } from '../http/errors.ts';

export interface RealtimeOptions {
  hub: RoomHub;
  navigation: NavigationService;
}

export default fp<RealtimeOptions>(async (app: FastifyInstance, opts) => {
  const { hub, navigation } = opts;
  const socketsPerUser = new Map<string, number>();
  /** Each upgrading request's hold on one of its user's socket slots. */
  const slots = new WeakMap<FastifyRequest, () => void>();
  // No permessage-deflate: room broadcasts are framed once and written as they are (sendFrame below).
  await app.register(websocket, { options: { maxPayload: SOCKET_LIMITS.maxPayloadBytes, perMessageDeflate: false } });

  // Browsers cannot set headers on a WebSocket: the token may come as ?token= (or the session cookie).
  const authenticate = async (request: FastifyRequest) => {
    const token = (request.query as { token?: unknown }).token;
    if (typeof token === 'string' && token && !request.headers.authorization) request.headers.authorization = `Bearer ${token}`;
    await app.requireUser(request);
    const userId = request.sessionUser!.id;
    if ((socketsPerUser.get(userId) ?? 0) >= SOCKET_LIMITS.maxPerUser) {
      throw new HttpError(429, ErrorCode.rateLimited, `At most ${SOCKET_LIMITS.maxPerUser} live connections per sponsor`);
    }
    // The slot is taken here, not once the upgrade is done: simultaneous upgrades of one user must
    // not all pass the check before any of them is counted. It is given back when the socket (or,
    // for an upgrade that never completes, its connection) closes.
    socketsPerUser.set(userId, (socketsPerUser.get(userId) ?? 0) + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (socketsPerUser.get(userId) ?? 1) - 1;
      if (left > 0) socketsPerUser.set(userId, left);
      else socketsPerUser.delete(userId);
    };
    slots.set(request, release);
    request.raw.socket.once('close', release);
  };

  app.get('/api/ws', { websocket: true, preValidation: authenticate }, (socket, request) => {
    const userId = request.sessionUser!.id;
    const release = slots.get(request)!;
    const writable = () => {
      if (socket.readyState !== socket.OPEN) return false;
      // A client that stopped reading must not make the server buffer its messages without end.
      if (socket.bufferedAmount > SOCKET_LIMITS.maxBufferedBytes) {
        request.log.warn({ userId, buffered: socket.bufferedAmount }, 'socket not reading: closed');
        socket.terminate();
        return false;
      }
      return true;
    };
    const send = (msg: ServerMessage) => {
      if (writable()) socket.send(JSON.stringify(msg));
    };
    // A room's broadcast arrives as one text frame built for all its sockets: written as it is to
    // the connection. In order with socket.send's frames: without permessage-deflate (off, see
    // above) ws writes each frame to the connection at once, never queueing one behind another.
    const connection = request.raw.socket;
    const sendFrame = (frame: string) => {
      if (writable()) connection.write(frame, 'latin1');
    };
    const fail = (error: string, code: string) => {
      request.log.info({ userId, crawlerId: viewer?.crawlerId, code }, 'socket message refused');
      send({ type: 'error', error, code });
    };
    let viewer: (Viewer & { agility: number; directions: string[] }) | null = null;
    /** The highest seq accepted per intent stream since the last join: older or repeated ones are replays. */
    const lastSeq = { position: -1, action: -1 };
    const fresh = (stream: keyof typeof lastSeq, seq: number): boolean => {
      if (seq <= lastSeq[stream]) return false;
      lastSeq[stream] = seq;
      return true;
    };
    let windowStart = Date.now();
    let inWindow = 0;

    send({ type: 'hello', userId });

    const join = async (crawlerId: number) => {
      const { row, room, cache } = await navigation.locate(userId, crawlerId);
      if (!row.isAlive) return fail(`${row.name} is dead.`, 'crawler_dead');
      if (row.status === 'resting') return fail(`${row.name} is recovering.`, 'crawler_resting');
      if (viewer) hub.detach(viewer);
      // The room's doors (what navigation.currentRoom lists, less the stairs), without locating the crawler again.
      viewer = { crawlerId, send, sendFrame, agility: row.agility, directions: [...cache.doorsOf(room.id).keys()] };
      lastSeq.position = -1;
      lastSeq.action = -1;
      await hub.enter(crawlerId, room.id, viewer, async () => (await navigation.tactical(userId, crawlerId)).entities);
    };

    socket.on('message', (raw) => {
      const now = Date.now();
      if (now - windowStart >= 1000) {
        windowStart = now;
        inWindow = 0;
      }
      if (++inWindow > SOCKET_LIMITS.maxMessagesPerSecond) {
        if (inWindow >= SOCKET_LIMITS.floodMessagesPerSecond) {
          request.log.warn({ userId }, 'socket message flood: closed');
          return socket.close(SOCKET_CLOSE.policy, 'message flood');
        }
        return fail('Too many messages: slow down', ErrorCode.rateLimited);
      }
      let data: unknown;
      try {
        data = JSON.parse(raw.toString());
      } catch {
        return fail('Malformed JSON message', ErrorCode.badRequest);
      }
      const parsed = ClientMessage.safeParse(data);
      if (!parsed.success) return fail('Unknown or invalid message', ErrorCode.validation);
      const msg = parsed.data;
      switch (msg.type) {
        case 'ping':
          return send({ type: 'pong', at: msg.at });
        case 'join':
          return void join(msg.crawlerId).catch((err: unknown) => {
            if (err instanceof HttpError) fail(err.message, String(err.code));
            else if (isUnavailable(err)) fail('Service temporarily unavailable', ErrorCode.unavailable);
            else {
              request.log.error({ err }, 'join failed');
              fail('Could not join the room', ErrorCode.internal);
            }
          });
        case 'position': {
          if (!viewer) return fail('Join a crawler first', SocketErrorCode.notJoined);
          if (!fresh('position', msg.seq)) return fail(`Position ${msg.seq} is not newer than ${lastSeq.position}: ignored`, SocketErrorCode.staleSeq);
          const r = hub.reportPosition(viewer.crawlerId, msg.x, msg.y, viewer.agility, viewer.directions);
          if (!r.ok) send({ type: 'correction', tick: hub.stateOf(hub.roomOf(viewer.crawlerId) ?? -1)?.tick ?? 0, x: r.x, y: r.y, reason: r.reason });
          return;
        }
        case 'attack':
        case 'dodge': {
          if (!viewer) return fail('Join a crawler first', SocketErrorCode.notJoined);
          if (!fresh('action', msg.seq)) return fail(`Intent ${msg.seq} is not newer than ${lastSeq.action}: ignored`, SocketErrorCode.staleSeq);
          const intent = msg.type === 'attack' ? { kind: 'attack' as const, crawlerId: viewer.crawlerId, targetId: msg.targetId } : { kind: 'dodge' as const, crawlerId: viewer.crawlerId };
          if (!hub.act(viewer.crawlerId, intent)) fail('Not in a live room: join again', SocketErrorCode.notInRoom);
          return;
        }
      }
    });

    socket.on('close', () => {
      release();
      if (viewer) hub.detach(viewer);
    });
  });
});
