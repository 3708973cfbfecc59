// A server-to-client WebSocket text frame (RFC 6455 §5.2: FIN, opcode 1, unmasked) built once for
// a room's broadcast, so every viewer's socket gets the same bytes in one write: `ws` would build a
// header per socket and write header and payload as two chunks (a writev) each time.
// Only valid on a connection without extensions (no permessage-deflate: the server turns it off).

const FIN_TEXT = 0x81;

export function textFrame(payload: Buffer): Buffer {
  const n = payload.length;
  const headerLength = n < 126 ? 2 : n < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + n);
  frame[0] = FIN_TEXT;
  if (n < 126) frame[1] = n;
  else if (n < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(n, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(n), 2);
  }
  payload.copy(frame, headerLength);
  return frame;
}
