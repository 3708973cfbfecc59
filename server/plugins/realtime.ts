// The authenticated WebSocket endpoint. Issue 5 builds live rooms on it; for now it greets the
// signed-in user and answers pings, and refuses unauthenticated upgrades with 401.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import { ClientMessage, type ServerMessage } from '#contract/realtime.ts';

export default fp(async (app: FastifyInstance) => {
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  // Browsers cannot set headers on a WebSocket: the token may come as ?token= (or the session cookie).
  const authenticate = async (request: FastifyRequest) => {
    const token = (request.query as { token?: unknown }).token;
    if (typeof token === 'string' && token && !request.headers.authorization) request.headers.authorization = `Bearer ${token}`;
    await app.requireUser(request);
  };
  app.get('/api/ws', { websocket: true, preValidation: authenticate }, (socket, request) => {
    const send = (msg: ServerMessage) => socket.send(JSON.stringify(msg));
    send({ type: 'hello', userId: request.sessionUser!.id });
    socket.on('message', (raw) => {
      let data: unknown;
      try {
        data = JSON.parse(raw.toString());
      } catch {
        return send({ type: 'error', error: 'Malformed JSON message', code: 'bad_request' });
      }
      const parsed = ClientMessage.safeParse(data);
      if (!parsed.success) return send({ type: 'error', error: 'Unknown or invalid message', code: 'validation_failed' });
      if (parsed.data.type === 'ping') send({ type: 'pong', at: parsed.data.at });
    });
  });
});
