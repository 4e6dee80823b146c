// Draws the panel's home-screen icons (public/icons/*.png, linked by public/manifest.webmanifest and
// app/root.tsx): a till on the panel's indigo, the favicon's colour. Plain Node (zlib writes the PNG
// data), no image library: the shapes are a few rounded rectangles, sampled 4×4 per pixel for smooth
// edges. Run `node scripts/make-app-icons.mjs` after changing the drawing; the PNGs are committed.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";

const INDIGO = [0x36, 0x4f, 0xc7];
const WHITE = [0xff, 0xff, 0xff];
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "public", "icons");

/** Whether (x, y), in 0..1 of the icon, lies in a rectangle with rounded corners. */
function inRoundedRect(x, y, [left, top, right, bottom], radius) {
  if (x < left || x > right || y < top || y > bottom) return false;
  const cx = Math.min(Math.max(x, left + radius), right - radius);
  const cy = Math.min(Math.max(y, top + radius), bottom - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/**
 * The till, in the middle 60 % of the icon (inside the maskable safe circle of 80 %): a screen on
 * a stand, the body with two rows of keys, and the receipt coming out of its top.
 */
function tillColour(x, y) {
  const receipt = [0.56, 0.22, 0.7, 0.4];
  if (inRoundedRect(x, y, receipt, 0.01)) {
    // Two printed lines on the receipt.
    const printed = (y > 0.27 && y < 0.29) || (y > 0.32 && y < 0.34);
    return printed && x > 0.58 && x < 0.68 ? INDIGO : WHITE;
  }
  if (inRoundedRect(x, y, [0.28, 0.26, 0.52, 0.42], 0.025)) {
    return inRoundedRect(x, y, [0.31, 0.29, 0.49, 0.39], 0.012) ? INDIGO : WHITE;
  }
  if (inRoundedRect(x, y, [0.37, 0.42, 0.43, 0.48], 0.005)) return WHITE;
  if (inRoundedRect(x, y, [0.22, 0.47, 0.78, 0.78], 0.04)) {
    for (const row of [0.53, 0.63]) {
      for (const col of [0.3, 0.42, 0.54, 0.66]) {
        if (inRoundedRect(x, y, [col, row, col + 0.06, row + 0.05], 0.01)) return INDIGO;
      }
    }
    return WHITE;
  }
  return null;
}

/** RGBA pixels of one icon; `maskable` fills the whole square (the platform cuts its own shape). */
function draw(size, maskable) {
  const pixels = Buffer.alloc(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          const inside = maskable || inRoundedRect(x, y, [0, 0, 1, 1], 0.22);
          if (!inside) continue;
          const colour = tillColour(x, y) ?? INDIGO;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 255;
        }
      }
      const n = samples * samples;
      const at = (py * size + px) * 4;
      // Colours are averaged over the covered samples only: edges fade out, they do not darken.
      const covered = a / 255 || 1;
      pixels[at] = Math.round(r / covered);
      pixels[at + 1] = Math.round(g / covered);
      pixels[at + 2] = Math.round(b / covered);
      pixels[at + 3] = Math.round(a / n);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG file: 8-bit RGBA, each row with filter type 0. */
function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 6;
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const ICONS = [
  { file: "icon-192.png", size: 192, maskable: false },
  { file: "icon-512.png", size: 512, maskable: false },
  { file: "icon-maskable-512.png", size: 512, maskable: true },
  // iOS draws its own rounded corners on a full square.
  { file: "apple-touch-icon.png", size: 180, maskable: true },
];

mkdirSync(out, { recursive: true });
for (const icon of ICONS) {
  writeFileSync(path.join(out, icon.file), png(icon.size, draw(icon.size, icon.maskable)));
  console.log(`public/icons/${icon.file} (${icon.size}×${icon.size})`);
}
