/**
 * A whole WebSocket text message as a server sends it (RFC 6455 section 5.2: FIN, opcode 1, no
 * mask), header and UTF-8 payload in one buffer, the text encoded straight into it. A delivery frames
 * its text once and writes that buffer to each socket's connection: going through ws's `send` built
 * a header and corked two writes for every socket, a third of a 2,000-socket fan-out's time.
 */
export function textFrame(text: string): Buffer {
  const length = Buffer.byteLength(text);
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81;
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  frame.write(text, headerLength);
  return frame;
}
