// A client's socket piped to the process that owns its crawler's room: the client's messages go up
// as they came, the owner's answers come down as they went. A join the owner refuses because the
// room moved meanwhile, an owner that never answers, and an owner that stops on purpose (a drain)
// each send the join back to the router, while the client's socket stays open.
import type { FastifyRequest } from 'fastify';
import WebSocket from 'ws';
import { SOCKET_CLOSE, SOCKET_LIMITS } from '#contract/realtime.ts';
import { ErrorCode } from '#contract/errors.ts';
import { FORWARDED_BY } from './forward.ts';

/** Joins retried while a room is between owners (a few seconds at most), before the client is asked to reconnect. */
const JOIN_RETRIES = 40;
const JOIN_RETRY_MS = 150;
/**
 * A room owner's socket that has not opened by then is given up and the room looked up again: a
 * stalled process (or one whose lease just lapsed) still accepts connections in its kernel backlog
 * but never answers them.
 */
const UPSTREAM_OPEN_MS = 2_000;
const CLOSE_RECONNECT = SOCKET_CLOSE.reconnect;
/** The reason given to every socket when this process stops (a drain): the client reconnects, to another process. */
export const RESTARTING = 'server restarting';

export interface SocketPipeOptions {
  /** The client's upgrade request: its token, cookies and address go up with the pipe. */
  request: FastifyRequest;
  /** The client's socket. */
  socket: WebSocket;
  /** This process, named to the owner in FORWARDED_BY so it serves the socket whatever the room. */
  nodeId: string;
  /** Whether the client's socket may be written to now (open, and reading what it is sent). */
  writable: () => boolean;
  /** Stops serving the socket here (its viewer or spectator), called as it is piped elsewhere. */
  leave: () => void;
  /** Joins again, routed afresh (after a pause, while the client's socket is open). */
  rejoin: (crawlerId: number, joinText: string) => void;
}

export function createSocketPipe({ request, socket, nodeId, writable, leave, rejoin }: SocketPipeOptions) {
  let upstream: WebSocket | null = null;
  let upstreamOpen = false;
  let waiting: string[] = [];
  let joinTries = 0;

  const close = () => {
    const u = upstream;
    upstream = null;
    upstreamOpen = false;
    waiting = [];
    if (!u) return;
    u.removeAllListeners();
    u.on('error', () => {});
    if (u.readyState === u.CONNECTING) u.terminate();
    else u.close(1000, 'rejoined');
  };

  const to = (address: string, crawlerId: number, joinText: string) => {
    close();
    leave();
    const token = (request.query as { token?: unknown }).token;
    const url = `${address.replace(/^http/, 'ws')}/api/ws${typeof token === 'string' && token ? `?token=${encodeURIComponent(token)}` : ''}`;
    const headers: Record<string, string> = { [FORWARDED_BY]: nodeId };
    const client = request.ip ?? request.socket.remoteAddress;
    if (client) headers['x-forwarded-for'] = client;
    for (const h of ['cookie', 'authorization', 'user-agent'] as const) {
      const v = request.headers[h];
      if (typeof v === 'string') headers[h] = v;
    }
    const u = new WebSocket(url, { headers, perMessageDeflate: false, maxPayload: SOCKET_LIMITS.maxPayloadBytes * 64, handshakeTimeout: UPSTREAM_OPEN_MS });
    upstream = u;
    waiting = [joinText];
    // Opened, but the owner never answers the join (it stalled right after): look again.
    const answered = setTimeout(() => {
      if (upstream === u && !joined) {
        request.log.info({ crawlerId }, 'room owner did not answer the join');
        retryJoin(crawlerId, joinText);
      }
    }, UPSTREAM_OPEN_MS * 2);
    let joined = false;
    u.on('open', () => {
      upstreamOpen = true;
      for (const text of waiting) u.send(text);
      waiting = [];
    });
    u.on('message', (data) => {
      const text = String(data);
      if (text.startsWith('{"type":"hello"')) return;
      // The owner refused the join: the room moved on meanwhile. Ask the router again.
      if (text.includes(`"code":"${ErrorCode.roomMoving}"`)) return retryJoin(crawlerId, joinText);
      // Any other answer (a snapshot, or a refusal such as a dead crawler's) means the owner is there.
      if (!joined) {
        joined = true;
        clearTimeout(answered);
      }
      if (writable()) socket.send(text);
    });
    u.on('error', (err) => request.log.info({ err: err.message, crawlerId }, 'room owner socket error'));
    u.on('close', (code, reason) => {
      clearTimeout(answered);
      if (upstream !== u) return;
      const wasOpen = upstreamOpen;
      upstream = null;
      upstreamOpen = false;
      // Never reached (the owner is gone), or the owner is stopping on purpose (it has handed its
      // rooms over): find the room's next owner, the client's socket stays. Lost otherwise after it
      // opened: the client reconnects by itself and is routed afresh.
      if (!wasOpen || (code === CLOSE_RECONNECT && String(reason) === RESTARTING)) retryJoin(crawlerId, joinText);
      else socket.close(CLOSE_RECONNECT, 'room moving');
    });
  };

  const retryJoin = (crawlerId: number, joinText: string) => {
    close();
    if (++joinTries > JOIN_RETRIES) return socket.close(CLOSE_RECONNECT, 'room moving');
    setTimeout(() => {
      if (socket.readyState === socket.OPEN) rejoin(crawlerId, joinText);
    }, JOIN_RETRY_MS);
  };

  return {
    /** Pipes the socket to the room owner at `address`, with the join that reached this process. */
    to,
    /** Closes the pipe and asks the router again after a pause (or the client to reconnect, after too many tries). */
    retryJoin,
    /** Closes the pipe, if any: the socket is served here again (or is closing). */
    close,
    /** A join the client asked for (not a retry): its retries are counted afresh. */
    newJoin: () => {
      joinTries = 0;
    },
    /** Whether the socket is piped elsewhere: its intents go up, not to this process's rooms. */
    piped: () => upstream !== null,
    /** Sends a client's message up (held until the pipe opens, up to a second's worth). */
    send: (text: string) => {
      if (upstream && upstreamOpen) upstream.send(text);
      else if (waiting.length < SOCKET_LIMITS.maxMessagesPerSecond) waiting.push(text);
    },
  };
}
export type SocketPipe = ReturnType<typeof createSocketPipe>;
