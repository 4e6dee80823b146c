import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Rng } from "./context";

/*
 * The demo shop's pictures: small SVG files written into the upload folder (product placeholders,
 * icons and badges, slides and banners). Same seed, same file: a file already there is kept, so a
 * re-seed (or every test server sharing UPLOAD_DIR) does not rewrite it.
 */

/** Escapes text for SVG or HTML markup. */
export const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Writes `svg` as `dir/name` unless it exists; answers the name (what the rows store). */
export function writeSvg(dir: string, name: string, svg: string): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  if (!existsSync(file)) writeFileSync(file, svg, "utf8");
  return name;
}

/** A random mid-tone background colour. */
export function colour(rng: Rng): string {
  return `hsl(${rng.int(0, 359)}, ${rng.int(45, 75)}%, ${rng.int(35, 55)}%)`;
}

/** Up to three initials of a name: "Ultra Phone Pro" → "UPP". */
export function initials(s: string): string {
  return s
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((w) => w[0].toUpperCase())
    .join("");
}

/** A square product placeholder: a coloured background and a label. */
export function productSvg(fill: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">` +
    `<rect width="320" height="320" fill="${fill}"/>` +
    `<circle cx="160" cy="140" r="70" fill="rgba(255,255,255,0.25)"/>` +
    `<text x="160" y="260" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#fff">${escapeXml(label)}</text></svg>`
  );
}

/** A small labelled badge (payment/social icons, feature icons, logos). */
export function badgeSvg(label: string, bg: string, fg = "#ffffff", w = 64, h = 40): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<rect width="${w}" height="${h}" rx="6" fill="${bg}"/>` +
    `<text x="50%" y="55%" dominant-baseline="middle" text-anchor="middle" font-family="Arial, sans-serif" font-size="${Math.round(h / 3.2)}" font-weight="700" fill="${fg}">${escapeXml(label)}</text></svg>`
  );
}

/** A wide banner/slide with a heading and a subline. */
export function bannerSvg(title: string, sub: string, from: string, to: string, w = 1200, h = 400): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<text x="${Math.round(w * 0.06)}" y="${Math.round(h * 0.45)}" font-family="Arial, sans-serif" font-size="${Math.round(h / 7)}" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>` +
    `<text x="${Math.round(w * 0.06)}" y="${Math.round(h * 0.62)}" font-family="Arial, sans-serif" font-size="${Math.round(h / 16)}" fill="#ffffff">${escapeXml(sub)}</text></svg>`
  );
}
