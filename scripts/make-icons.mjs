// Draws the LexSetu app icon (a white "LS" monogram on the brand blue, rounded square) and writes what
// electron-builder takes from resources/: icon.png (512×512, Linux and the fallback), icon.ico (Windows,
// PNG entries) and icon.icns (macOS, PNG entries). No image library: shapes are distance functions,
// anti-aliased by 4×4 supersampling, and PNG is written with zlib. Run: node scripts/make-icons.mjs
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { root } from './lib.mjs';

const BRAND = [0x0b, 0x5c, 0xad]; // BRAND_PRIMARY in src/theme/tokens.ts
const STROKE = 46; // in the 512-unit design grid

const segment = (ax, ay, bx, by) => (x, y) => {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - ax - t * dx, y - ay - t * dy);
};

// An arc of a circle from angle `start` sweeping `sweep` degrees (screen coordinates, y down).
const arc = (cx, cy, r, start, sweep) => {
  const a0 = (start * Math.PI) / 180;
  const s = (sweep * Math.PI) / 180;
  const end = [cx + r * Math.cos(a0 + s), cy + r * Math.sin(a0 + s)];
  const begin = [cx + r * Math.cos(a0), cy + r * Math.sin(a0)];
  const full = 2 * Math.PI;
  return (x, y) => {
    const phi = Math.atan2(y - cy, x - cx);
    const t = (((s >= 0 ? phi - a0 : a0 - phi) % full) + full) % full;
    if (t <= Math.abs(s)) return Math.abs(Math.hypot(x - cx, y - cy) - r);
    return Math.min(Math.hypot(x - begin[0], y - begin[1]), Math.hypot(x - end[0], y - end[1]));
  };
};

// "L" on the left, "S" (two arcs meeting at the middle) on the right.
const strokes = [
  segment(138, 150, 138, 362),
  segment(138, 362, 238, 362),
  arc(346, 203, 53, 330, -240),
  arc(346, 309, 53, 270, 240),
];

function insideRoundedSquare(x, y) {
  const r = 112;
  const m = 16; // margin, as platform icon grids expect
  const cx = Math.min(Math.max(x, m + r), 512 - m - r);
  const cy = Math.min(Math.max(y, m + r), 512 - m - r);
  return Math.hypot(x - cx, y - cy) <= r;
}

/** RGBA pixels of the icon at size×size. */
export function renderIcon(size) {
  const pixels = Buffer.alloc(size * size * 4);
  const n = 4;
  const scale = 512 / size;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let bg = 0;
      let fg = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const x = (px + (sx + 0.5) / n) * scale;
          const y = (py + (sy + 0.5) / n) * scale;
          if (!insideRoundedSquare(x, y)) continue;
          bg++;
          if (strokes.some((d) => d(x, y) <= STROKE / 2)) fg++;
        }
      }
      const i = (py * size + px) * 4;
      const f = bg ? fg / bg : 0;
      for (let c = 0; c < 3; c++) pixels[i + c] = Math.round(BRAND[c] * (1 - f) + 255 * f);
      pixels[i + 3] = Math.round((255 * bg) / (n * n));
    }
  }
  return pixels;
}

const crcTable = Array.from({ length: 256 }, (_, k) => {
  let c = k;
  for (let i = 0; i < 8; i++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

export function encodePng(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const png = (size) => encodePng(size, renderIcon(size));

/** ICO with PNG-compressed entries (Windows Vista and later). */
function encodeIco(sizes) {
  const images = sizes.map(png);
  const header = Buffer.alloc(6 + 16 * sizes.length);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(sizes.length, 4);
  let offset = header.length;
  sizes.forEach((size, i) => {
    const e = 6 + 16 * i;
    header[e] = size >= 256 ? 0 : size; // 0 means 256
    header[e + 1] = size >= 256 ? 0 : size;
    header.writeUInt16LE(1, e + 4); // colour planes
    header.writeUInt16LE(32, e + 6); // bits per pixel
    header.writeUInt32LE(images[i].length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += images[i].length;
  });
  return Buffer.concat([header, ...images]);
}

/** ICNS with PNG entries: ic07 128, ic08 256, ic09 512. */
function encodeIcns() {
  const entries = [
    ['ic07', 128],
    ['ic08', 256],
    ['ic09', 512],
  ].map(([type, size]) => {
    const data = png(size);
    const head = Buffer.alloc(8);
    head.write(type, 0, 'ascii');
    head.writeUInt32BE(data.length + 8, 4);
    return Buffer.concat([head, data]);
  });
  const body = Buffer.concat(entries);
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(body.length + 8, 4);
  return Buffer.concat([head, body]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = join(root, 'resources');
  writeFileSync(join(dir, 'icon.png'), png(512));
  writeFileSync(join(dir, 'icon.ico'), encodeIco([16, 32, 48, 256]));
  writeFileSync(join(dir, 'icon.icns'), encodeIcns());
  console.log('resources/icon.png, icon.ico, icon.icns written');
}
