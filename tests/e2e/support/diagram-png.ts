import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A wide PNG of a block on an incline, drawn here rather than kept as a binary: wider than a phone,
 * so a screen must scale it down to show it whole.
 */
export function inclineDiagramPng(width = 1200, height = 480): Buffer {
  const rows: Buffer[] = [];
  const slope = (x: number) => height - 40 - ((x - 100) * (height - 140)) / (width - 200);
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3, 255);
    row[0] = 0;
    for (let x = 0; x < width; x++) {
      const onIncline = x >= 100 && x <= width - 100 && y >= slope(x) && y <= height - 40;
      const block = x >= 520 && x <= 640 && y >= slope(x) - 110 && y < slope(x);
      const colour = block ? [37, 99, 235] : onIncline ? [120, 120, 120] : [255, 255, 255];
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
