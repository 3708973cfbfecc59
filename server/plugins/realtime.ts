// The authenticated WebSocket endpoint: a client joins one of its crawlers' rooms, then streams
// position reports and attack/dodge intents; the server answers with a snapshot, then events.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import { ClientMessage, ROUTED_REASON, SOCKET_CLOSE, SOCKET_LIMITS, SocketErrorCode, type ServerMessage } from '#contract/realtime.ts';
import { ErrorCode, InternalErrorCode } from '#contract/errors.ts';
import type { PositionResult, RoomHub, Viewer } from '../realtime/room-hub.ts';
import { onSocketError } from '../realtime/socket-faults.ts';
import { READ_ONLY_MESSAGE, type SpectateRelay, type Spectator } from '../realtime/spectate-relay.ts';
import type { IntentGateway, Outcome, Refusal } from '../realtime/intent-gateway.ts';
import { HttpError, isUnavailable } from '../http/errors.ts';
import type { ClusterRouter } from '../cluster/router.ts';
import type { SocketSlots } from '../limits/socket-slots.ts';

export interface RealtimeOptions {
  hub: RoomHub;
  /** The checks of every intent, shared with the HTTP routes (realtime/intent-gateway.ts). */
  gateway: IntentGateway;
  /** Spectating: read-only, delayed views of any living crawler's room. */
  spectators: SpectateRelay;
  /** In a cluster: where each crawler's room lives; a socket joining a room owned elsewhere is told to reconnect there (`route`). */
  cluster?: { router: ClusterRouter; nodeId: string };
  /** Live sockets per sponsor (SOCKET_LIMITS.maxPerUser): in memory alone, in Redis in a cluster. */
  sockets: SocketSlots;
}

const CLOSE_RECONNECT = SOCKET_CLOSE.reconnect;
/** The reason given to every socket when this process stops (a drain): the client reconnects, to another process. */
const RESTARTING = 'server restarting';
/** How long a drain waits for a socket's peer to answer its close frame before cutting the socket. */
const CLOSE_GRACE_MS = 1_000;

export default fp<RealtimeOptions>(async (app: FastifyInstance, opts) => {
  const { hub, gateway, spectators, cluster, sockets } = opts;
  /** Each upgrading request's hold on one of its user's socket slots. */
  const slots = new WeakMap<FastifyRequest, () => void>();
  // No permessage-deflate: room broadcasts are framed once and written as they are (sendFrame below).
  // A client's bad frame is logged at warn without a stack (realtime/socket-faults.ts).
  await app.register(websocket, {
    errorHandler: onSocketError,
    options: { maxPayload: SOCKET_LIMITS.maxPayloadBytes, perMessageDeflate: false },
    // On close (a drain), before the listener stops: every socket is told to reconnect, rather than
    // closed without a code. The client's reconnect then reaches a process that still serves.
    preClose(done) {
      const server = (this as FastifyInstance).websocketServer;
      for (const client of server.clients) client.close(CLOSE_RECONNECT, RESTARTING);
      // The listener's close waits for every upgraded socket to end, and a peer that never answers
      // the close frame would hold it for ws's 30 s: past a short grace, such sockets are cut.
      const stragglers = setTimeout(() => {
        for (const client of server.clients) client.terminate();
      }, CLOSE_GRACE_MS);
      server.close(() => clearTimeout(stragglers));
      done();
    },
  });

  // Browsers cannot set headers on a WebSocket: the token may come as ?token= (or the session cookie).
  const authenticate = async (request: FastifyRequest) => {
    const token = (request.query as { token?: unknown }).token;
    if (typeof token === 'string' && token && !request.headers.authorization) request.headers.authorization = `Bearer ${token}`;
    await app.requireUser(request);
    const userId = request.sessionUser!.id;
    // The slot is taken here, not once the upgrade is done: simultaneous upgrades of one user must
    // not all pass the check before any of them is counted. It is given back when the socket (or,
    // for an upgrade that never completes, its connection) closes.
    const release = await sockets.take(userId);
    if (!release) throw new HttpError(429, ErrorCode.rateLimited, `At most ${SOCKET_LIMITS.maxPerUser} live connections per sponsor`);
    slots.set(request, release);
    // The connection may have gone while the count was asked (a shared count takes a round trip).
    if (request.raw.socket.destroyed) release();
    else request.raw.socket.once('close', release);
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
    let viewer: Viewer | null = null;
    /** A gateway refusal as this transport tells it: an error message with the same code HTTP answers. */
    const refused = (r: Refusal) => fail(r.error, r.code);
    // A socket that asked to spectate stays a spectator's for its life: it only ever watches.
    let spectating = false;
    const spectator: Spectator = { send, userId };
    /** The highest seq accepted per intent stream since the last join: older or repeated ones are replays. */
    const lastSeq = { position: -1, action: -1 };
    const fresh = (stream: keyof typeof lastSeq, seq: number): boolean => {
      if (seq <= lastSeq[stream]) return false;
      lastSeq[stream] = seq;
      return true;
    };
    /** The room the socket joined: a position report is for that room. */
    let joinedRoom = -1;
    let windowStart = Date.now();
    let inWindow = 0;

    // In a cluster the greeting names this process: a client (or a test) sees who serves it.
    send(cluster ? { type: 'hello', userId, node: cluster.nodeId } : { type: 'hello', userId });

    /**
     * The socket's viewer of `crawlerId`: the same object for every join of the same crawler, so a
     * room never holds two for one socket. An intent still on its way when the socket joined again
     * (or left) may put the viewer it was sent with back into a room (intent-gateway's `present`):
     * one the socket has moved on from sends nothing.
     */
    const viewerOf = (crawlerId: number): Viewer => {
      if (viewer?.crawlerId === crawlerId) return viewer;
      const self: Viewer = {
        crawlerId,
        send: (msg) => {
          if (viewer === self) send(msg);
        },
        sendFrame: (frame) => {
          if (viewer === self) sendFrame(frame);
        },
      };
      return self;
    };
    /** Stops serving the socket here: its viewer or spectator goes. */
    const leave = () => {
      if (viewer) hub.detach(viewer);
      viewer = null;
      spectators.unwatch(spectator);
    };
    // Cluster: a join for a room another process owns is not served, nor piped, here. The client is
    // told which process owns it and closed; it connects again naming that process, and the proxy
    // sends it there (docs/decisions/0041-cluster-direct-sockets.md).
    const route = (node: string) => {
      leave();
      request.log.debug({ userId, node }, 'socket routed to its room owner');
      send({ type: 'route', node });
      socket.close(CLOSE_RECONNECT, ROUTED_REASON);
    };
    /** No process holds the room now (after the router's wait): the client reconnects later, and is routed afresh. */
    const moving = () => {
      leave();
      fail("This crawler's room is moving to another server: connect again", ErrorCode.roomMoving);
      socket.close(CLOSE_RECONNECT, 'room moving');
    };

    /** Joins (or spectates) `crawlerId`. `retry`: the last answer was stale, so read the room and the leases afresh. */
    const join = async (crawlerId: number, retry = false): Promise<void> => {
      if (cluster) {
        const placed = await cluster.router.place(crawlerId, retry);
        if (socket.readyState !== socket.OPEN) return;
        if (placed.kind === 'there') return route(placed.nodeId);
        if (placed.kind === 'nowhere') return moving();
      }
      // Routed like a join (the watched crawler's room's process holds its feed), watched here.
      if (spectating) {
        await spectators.watch(spectator, crawlerId);
        // Closed while the crawler was read: its close already left, so leave now.
        if (socket.readyState !== socket.OPEN) spectators.unwatch(spectator);
        return;
      }
      try {
        // Once the crawler passed the gateway's checks: the old viewer goes, the new one watches.
        const joined = await gateway.join(userId, crawlerId, (placed) => {
          if (viewer) hub.detach(viewer);
          lastSeq.position = -1;
          lastSeq.action = -1;
          joinedRoom = placed.roomId;
          return (viewer = viewerOf(crawlerId));
        });
        if (!joined.ok) return refused(joined);
      } catch (err) {
        if ((err as { code?: unknown }).code !== InternalErrorCode.notOwner) throw err;
        if (viewer) hub.detach(viewer);
        viewer = null;
        // The room is not this process's (its lease moved since the router looked): look once more.
        if (!cluster) return fail("This crawler's room is moving to another server: joining again", ErrorCode.roomMoving);
        if (!retry) return join(crawlerId, true);
        moving();
      }
    };
    // One join at a time per socket: a second join (a rejoin after a handover, a client's repeat)
    // waits for the first to settle, so two joins never both attach a viewer for one socket.
    let joining: Promise<void> = Promise.resolve();
    const queueJoin = (crawlerId: number) => {
      joining = joining.then(() => (socket.readyState === socket.OPEN ? join(crawlerId) : undefined)).catch(joinFailed);
    };
    /** An intent that failed outside the rules: its room left this process meanwhile (join again, and be routed), or a join's failure. */
    const intentFailed = (err: unknown) => {
      if ((err as { code?: unknown }).code === InternalErrorCode.notOwner) fail('Not in a live room: join again', SocketErrorCode.notInRoom);
      else joinFailed(err);
    };
    /** A position report's answer: nothing when it was taken, else its refusal or correction. */
    const answerPosition = (crawlerId: number, outcome: Outcome<PositionResult>) => {
      if (!outcome.ok) return refused(outcome);
      const r = outcome.value;
      if (!r.ok) send({ type: 'correction', tick: hub.stateOf(hub.roomOf(crawlerId) ?? -1)?.tick ?? 0, x: r.x, y: r.y, reason: r.reason });
    };
    const joinFailed = (err: unknown) => {
      if (err instanceof HttpError) fail(err.message, String(err.code));
      else if (isUnavailable(err)) fail('Service temporarily unavailable', ErrorCode.unavailable);
      else {
        request.log.error({ err }, 'join failed');
        fail('Could not join the room', ErrorCode.internal);
      }
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
      if (msg.type === 'spectate') {
        spectating = true;
        // A player's socket turned spectator no longer counts as its crawler's live connection.
        if (viewer) hub.detach(viewer);
        viewer = null;
        return queueJoin(msg.crawlerId);
      }
      if (spectating && msg.type !== 'ping') return fail(READ_ONLY_MESSAGE, SocketErrorCode.spectatorReadOnly);
      switch (msg.type) {
        case 'ping':
          return send({ type: 'pong', at: msg.at });
        case 'join':
          return queueJoin(msg.crawlerId);
      }
      switch (msg.type) {
        case 'position': {
          if (!viewer) return fail('Join a crawler first', SocketErrorCode.notJoined);
          if (!fresh('position', msg.seq)) return fail(`Position ${msg.seq} is not newer than ${lastSeq.position}: ignored`, SocketErrorCode.staleSeq);
          const crawlerId = viewer.crawlerId;
          const actor = { userId, crawlerId, viewer };
          let fast: Outcome<PositionResult> | null;
          try {
            fast = gateway.positionNow(actor, msg.x, msg.y, joinedRoom);
          } catch (err) {
            return intentFailed(err);
          }
          if (fast) return answerPosition(crawlerId, fast);
          void gateway
            .position(actor, msg.x, msg.y, joinedRoom)
            .then((outcome) => answerPosition(crawlerId, outcome))
            .catch(intentFailed);
          return;
        }
        case 'attack':
        case 'dodge': {
          if (!viewer) return fail('Join a crawler first', SocketErrorCode.notJoined);
          if (!fresh('action', msg.seq)) return fail(`Intent ${msg.seq} is not newer than ${lastSeq.action}: ignored`, SocketErrorCode.staleSeq);
          const intent = msg.type === 'attack' ? { kind: 'attack' as const, crawlerId: viewer.crawlerId, targetId: msg.targetId } : { kind: 'dodge' as const, crawlerId: viewer.crawlerId };
          void gateway
            .act({ userId, crawlerId: viewer.crawlerId, viewer }, intent)
            .then((outcome) => {
              if (!outcome.ok) return refused(outcome);
              // Answered by the tick's events; a room handed over before its step tells its viewers (left_room).
              outcome.value.catch(() => {});
            })
            .catch(intentFailed);
          return;
        }
      }
    });

    socket.on('close', () => {
      release();
      leave();
    });
  });
});
