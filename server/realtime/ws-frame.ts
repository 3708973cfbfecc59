// A server-to-client WebSocket text frame (RFC 6455 §5.2: FIN, opcode 1, unmasked) built once for
// a room's broadcast, so every viewer's socket gets the same bytes in one write: `ws` would build a
// header per socket and write header and payload as two chunks (a writev) each time.
// Only valid on a connection without extensions (no permessage-deflate: the server turns it off).
//
// The frame is a latin1 string (one char per byte), written with `socket.write(frame, 'latin1')`,
// not a Buffer. Node writes a short string straight from a stack copy when the socket takes it at
// once (it nearly always does), so a broadcast allocates no ArrayBuffer and copies the text once.
// Before, each room's tick made two (Buffer.from, then the frame), and profiles of stalled live-room
// benchmark runs showed the event loop held for 20-70 ms inside Buffer's pool refills. That is gone;
// the stalls themselves are not (bench/HISTORY.md, "Stalls in live rooms at 2,000").
// The payload is JSON with every non-ASCII character escaped (\uXXXX, still the same JSON), so its
// latin1 bytes are its UTF-8 bytes and the frame stays valid UTF-8 text.

const FIN_TEXT = 0x81;
const NON_ASCII = /[\u0080-\uffff]/;
const EVERY_NON_ASCII = /[\u0080-\uffff]/g;

const escapeChar = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** JSON text as pure ASCII: non-ASCII characters (only ever inside JSON strings) as \uXXXX escapes. */
export function asciiJson(json: string): string {
  return NON_ASCII.test(json) ? json.replace(EVERY_NON_ASCII, escapeChar) : json;
}

/** The whole frame (header and payload) of `json` as a latin1 string. */
export function textFrame(json: string): string {
  const payload = asciiJson(json);
  const n = payload.length;
  if (n < 126) return String.fromCharCode(FIN_TEXT, n) + payload;
  if (n < 65_536) return String.fromCharCode(FIN_TEXT, 126, n >>> 8, n & 0xff) + payload;
  // 64-bit length: a JS string is far shorter than 2^32, so the high four bytes are zero.
  return String.fromCharCode(FIN_TEXT, 127, 0, 0, 0, 0, (n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff) + payload;
}
