import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { sanitizeSvg } from "./svg-sanitize";
import { laravel } from "./validate";

/*
 * Uploaded files (contract 6): checked by MIME type *and* magic bytes (a renamed .exe is not an
 * image), stored flat in UPLOAD_DIR as `<prefix>-<unix seconds>-<n>.<ext>`, referred to by file
 * name only; clients build URLs from profile.img_src_url (`<origin>/uploads/`).
 *
 *   const photo = body.photo;
 *   const errors = checkUpload(photo, "image", "photo");
 *   if (errors.length) return validationFailed(c, { image: errors });
 *   const name = await storeUpload(config.uploadDir, photo as File, "category");
 */

export type UploadKind = "image" | "video" | "zip";

interface KindRule {
  maxKb: number;
  /** Laravel's `mimes:` list, as shown in the message. */
  extensions: string[];
  detect: (head: Uint8Array, mime: string) => string | null;
}

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** The extension for an image from its first bytes, if its declared MIME agrees. */
function detectImage(b: Uint8Array, mime: string): string | null {
  const m = mime.toLowerCase();
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return m === "image/jpeg" || m === "image/jpg" || m === "image/pjpeg" ? "jpg" : null;
  if (ascii(b, 0, 8) === "\x89PNG\r\n\x1a\n") return m === "image/png" ? "png" : null;
  if (ascii(b, 0, 6) === "GIF87a" || ascii(b, 0, 6) === "GIF89a") return m === "image/gif" ? "gif" : null;
  if (ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP") return m === "image/webp" ? "webp" : null;
  if (m === "image/svg+xml") {
    const text = new TextDecoder("utf-8", { fatal: false }).decode(b).replace(/^\uFEFF/, "");
    // An SVG is XML whose root is <svg>, possibly after a declaration, comments or a doctype.
    return /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(text) ? "svg" : null;
  }
  return null;
}

function detectVideo(b: Uint8Array, mime: string): string | null {
  const m = mime.toLowerCase();
  if (ascii(b, 0, 4) === "OggS") return m.includes("ogg") ? "ogg" : null;
  if (ascii(b, 4, 8) === "ftyp") {
    const brand = ascii(b, 8, 12);
    if (brand === "qt  ") return m === "video/quicktime" ? "mov" : null;
    return m === "video/mp4" || m === "video/quicktime" ? (m === "video/quicktime" ? "mov" : "mp4") : null;
  }
  // Old QuickTime files start with other atoms.
  if (["moov", "mdat", "wide", "free", "skip"].includes(ascii(b, 4, 8))) return m === "video/quicktime" ? "mov" : null;
  return null;
}

function detectZip(b: Uint8Array): string | null {
  const sig = ascii(b, 0, 4);
  return sig === "PK\x03\x04" || sig === "PK\x05\x06" ? "zip" : null;
}

const RULES: Record<UploadKind, KindRule> = {
  image: { maxKb: 1024, extensions: ["jpeg", "png", "gif", "svg", "webp"], detect: detectImage },
  video: { maxKb: 2048, extensions: ["mp4", "mov", "ogg", "qt"], detect: detectVideo },
  zip: { maxKb: 2048, extensions: ["zip"], detect: (b) => detectZip(b) },
};

export const MAX_KB = { image: RULES.image.maxKb, video: RULES.video.maxKb, file: RULES.zip.maxKb };

export function isFile(v: unknown): v is File {
  return typeof File !== "undefined" && v instanceof File;
}

const detected = new WeakMap<File, string>();

/**
 * Laravel-style messages for one upload field (empty when fine): required, type
 * (`The photo must be a file of type: jpeg, png, gif, svg, webp.`), size
 * (`The photo must not be greater than 1024 kilobytes.`).
 */
export async function checkUpload(value: unknown, kind: UploadKind, field = "photo", opts: { required?: boolean } = {}): Promise<string[]> {
  const rule = RULES[kind];
  if (!isFile(value) || value.size === 0) {
    if (value === undefined || value === null || value === "" || isFile(value)) {
      return opts.required === false ? [] : [laravel.required(field)];
    }
    return [`The ${field.replace(/_/g, " ")} must be a file of type: ${rule.extensions.join(", ")}.`];
  }
  const errors: string[] = [];
  const head = new Uint8Array(await value.slice(0, 1024).arrayBuffer());
  const ext = rule.detect(head, value.type || "");
  if (!ext) errors.push(`The ${field.replace(/_/g, " ")} must be a file of type: ${rule.extensions.join(", ")}.`);
  else detected.set(value, ext);
  if (value.size > rule.maxKb * 1024) errors.push(`The ${field.replace(/_/g, " ")} must not be greater than ${rule.maxKb} kilobytes.`);
  return errors;
}

let counter = 0;

/** Same-second uploads get 1..9 like the original; past 9 (or on a clash) it keeps counting. */
function nextName(dir: string, prefix: string, ext: string): string {
  const seconds = Math.floor(Date.now() / 1000);
  for (let attempt = 0; attempt < 1000; attempt++) {
    counter = (counter % 9) + 1;
    const n = attempt < 9 ? counter : 10 + attempt;
    const name = `${safePrefix(prefix)}-${seconds}-${n}.${ext}`;
    if (!existsSync(path.join(dir, name))) return name;
  }
  throw new Error("Could not find a free upload name");
}

function safePrefix(prefix: string): string {
  return prefix.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-+|-+$/g, "") || "file";
}

/** The stored form of an upload that passed checkUpload: its extension (from the content) and bytes. */
async function storedContent(file: File, kind: UploadKind): Promise<{ ext: string; content: string | Uint8Array }> {
  let ext = detected.get(file);
  if (!ext) {
    const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
    ext = RULES[kind].detect(head, file.type || "") ?? "bin";
  }
  const content = ext === "svg" ? await sanitizeSvg(await file.text()) : new Uint8Array(await file.arrayBuffer());
  return { ext, content };
}

/**
 * Writes `content` under the first free name `nameFor` gives. The existence check and the write are
 * two steps: another worker process (WORKERS > 1) may take the same name in between. The exclusive
 * write ("wx") makes that a clash, not an overwrite, and the next name is tried.
 */
async function writeFresh(dir: string, content: string | Uint8Array, nameFor: () => string): Promise<string> {
  await mkdir(dir, { recursive: true });
  for (let attempt = 0; ; attempt++) {
    const name = nameFor();
    try {
      await writeFile(path.join(dir, name), content, { flag: "wx" });
      return name;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 20) throw err;
    }
  }
}

/**
 * Writes a file that passed checkUpload and returns its stored name. The extension comes from the
 * detected content, never from the client's file name; an SVG is stored sanitised (svg-sanitize.ts).
 */
export async function storeUpload(uploadDir: string, file: File, prefix: string, kind: UploadKind = "image"): Promise<string> {
  const { ext, content } = await storedContent(file, kind);
  return writeFresh(uploadDir, content, () => nextName(uploadDir, prefix, ext));
}

/*
 * Private uploads: files that are not for the storefront (a POS sale's offline payment proof, issue
 * 29: `pos_order-<seconds>-<1..9>.png` in the public folder was found by 90 unauthenticated guesses).
 * They live in UPLOAD_DIR/private, outside what /uploads serves, under 128 random bits, and reach a
 * browser only through an admin API endpoint that checks who asks. Files stored before this, in the
 * public folder under the old names, keep working through that endpoint; /uploads refuses their
 * prefix (isPrivateUploadName).
 */
const PRIVATE_FOLDER = "private";
const PRIVATE_PREFIXES = ["pos_order"] as const;
export type PrivatePrefix = (typeof PRIVATE_PREFIXES)[number];

/** True for names of the private kinds, which /uploads never serves (old proofs in the public folder included). */
export function isPrivateUploadName(name: string): boolean {
  return PRIVATE_PREFIXES.some((prefix) => name.startsWith(`${prefix}-`));
}

export async function storePrivateUpload(
  uploadDir: string,
  file: File,
  prefix: PrivatePrefix,
  kind: UploadKind = "image",
): Promise<string> {
  const { ext, content } = await storedContent(file, kind);
  return writeFresh(path.join(uploadDir, PRIVATE_FOLDER), content, () => `${prefix}-${randomBytes(16).toString("hex")}.${ext}`);
}

/** Where a private upload is: the private folder, else (stored before it existed) the public one. */
export function privateUploadPath(uploadDir: string, name: string): string | null {
  if (!isPrivateUploadName(name)) return null;
  const inPrivate = uploadPath(path.join(uploadDir, PRIVATE_FOLDER), name);
  if (inPrivate && existsSync(inPrivate)) return inPrivate;
  const legacy = uploadPath(uploadDir, name);
  return legacy && existsSync(legacy) ? legacy : null;
}

export async function deletePrivateUpload(uploadDir: string, name: string | null | undefined): Promise<void> {
  const file = name ? privateUploadPath(uploadDir, name) : null;
  if (file) await rm(file, { force: true });
}

/** Names this server hands out or serves: no folders, no dot-files, no traversal. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/;

export function isSafeUploadName(name: string): boolean {
  return SAFE_NAME.test(name) && !name.includes("..");
}

/** Absolute path of a stored upload, or null when the name is not a safe one. */
export function uploadPath(uploadDir: string, name: string): string | null {
  if (!isSafeUploadName(name)) return null;
  const full = path.resolve(uploadDir, name);
  return path.dirname(full) === path.resolve(uploadDir) ? full : null;
}

/** Deletes a stored file and its thumbnail; unknown or unsafe names are ignored. */
export async function deleteUpload(uploadDir: string, name: string | null | undefined, thumbPrefix = THUMB_PREFIX): Promise<void> {
  if (!name) return;
  if (isPrivateUploadName(name)) return deletePrivateUpload(uploadDir, name);
  for (const n of [name, `${thumbPrefix}${name}`]) {
    const p = uploadPath(uploadDir, n);
    if (p) await rm(p, { force: true });
  }
}

/** Thumbnails are not generated (no image library); /uploads serves the original for thumb names. */
export const THUMB_PREFIX = "thumb-";
/** Placeholder image name given to clients; /uploads serves a built-in SVG for it. */
export const DEFAULT_IMAGE = "default-image.svg";
