// What happens when a WebSocket errors. Most errors there are the client's doing: a frame over the
// size limit, a malformed frame (bad opcode, unmasked, invalid UTF-8, a reserved bit), a connection
// cut mid-frame. They are logged at warn, without a stack (it would only show our receive path), so
// that no client can fill the error log by sending bad frames. Anything else is ours: error, with
// its stack.
import type { FastifyRequest } from 'fastify';
import type WebSocket from 'ws';

/** Connection errors a peer causes by going away or misbehaving at the TCP level. */
const PEER_GONE = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNABORTED']);

/** The `ws` receiver names every protocol violation it finds with a WS_ERR_* code. */
export function isClientFault(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('WS_ERR_') || PEER_GONE.has(code));
}

/** @fastify/websocket's errorHandler: an error on an established socket. */
export function onSocketError(err: Error, socket: WebSocket, request: FastifyRequest): void {
  if (isClientFault(err)) {
    request.log.warn({ code: (err as { code?: string }).code, reason: err.message, userId: request.sessionUser?.id }, 'client socket fault: closed');
    // `ws` has already sent the close frame that names the fault (1009 for a frame too large,
    // 1002 for a protocol error, 1007 for bad text) and closes the connection once it is answered
    // or after its timeout; cutting it here would lose the code the client is told.
    if (socket.readyState === socket.OPEN) socket.terminate();
    return;
  }
  request.log.error({ err }, 'socket error');
  socket.terminate();
}
