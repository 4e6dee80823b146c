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

/**
 * Writes a file that passed checkUpload and returns its stored name. The extension comes from the
 * detected content, never from the client's file name; an SVG is stored sanitised (svg-sanitize.ts).
 */
export async function storeUpload(uploadDir: string, file: File, prefix: string, kind: UploadKind = "image"): Promise<string> {
  let ext = detected.get(file);
  if (!ext) {
    const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
    ext = RULES[kind].detect(head, file.type || "") ?? "bin";
  }
  await mkdir(uploadDir, { recursive: true });
  const content = ext === "svg" ? await sanitizeSvg(await file.text()) : new Uint8Array(await file.arrayBuffer());
  // nextName's existence check and the write are two steps: another worker process (WORKERS > 1)
  // may take the same name in between. The exclusive write ("wx") makes that a clash, not an
  // overwrite, and the next name is tried.
  for (let attempt = 0; ; attempt++) {
    const name = nextName(uploadDir, prefix, ext);
    try {
      await writeFile(path.join(uploadDir, name), content, { flag: "wx" });
      return name;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 20) throw err;
    }
  }
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
  for (const n of [name, `${thumbPrefix}${name}`]) {
    const p = uploadPath(uploadDir, n);
    if (p) await rm(p, { force: true });
  }
}

/** Thumbnails are not generated (no image library); /uploads serves the original for thumb names. */
export const THUMB_PREFIX = "thumb-";
/** Placeholder image name given to clients; /uploads serves a built-in SVG for it. */
export const DEFAULT_IMAGE = "default-image.svg";
