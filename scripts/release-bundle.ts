// The release bundle of a build (`npm run release`, the release tests and the nginx suite): the
// contents of a build's client folder as a deterministic tar.gz, its .sha256, and a manifest with
// the version, the release time, every file with its size and SHA-256, and the Content-Security-Policy
// to send with index.html (its inline-script hashes included).
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { contentSecurityPolicy, inlineScriptHashes } from "../server/src/http/security-headers";

export interface ReleaseFile {
  path: string;
  bytes: number;
  sha256: string;
}

export interface ReleaseManifest {
  name: "admin-panel";
  version: string;
  /** When the release was made, from SOURCE_DATE_EPOCH (every file in the archive carries it). */
  released: string;
  basePath: "/admin/";
  archive: { file: string; sha256: string };
  files: ReleaseFile[];
  csp: { inlineScriptHashes: string[]; policy: string };
}

export interface Release {
  tarball: string;
  manifestFile: string;
  manifest: ReleaseManifest;
}

export interface ReleaseOptions {
  /** The build's client folder (`build/client`). */
  client: string;
  /** Where the archive, its .sha256 and the manifest go. */
  out: string;
  version: string;
  /** Seconds since 1970: every file's time in the archive. */
  epoch: number;
}

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

function filesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full, base) : [path.relative(base, full).split(path.sep).join("/")];
  });
}

/**
 * The release time, by the reproducible-builds convention: SOURCE_DATE_EPOCH when set, else the
 * time of the commit being released, so one commit always gives one archive and the next commit's
 * files carry a later time (a web server's Last-Modified and ETag change with each release: with one
 * fixed time, a new index.html of the same size had the old ETag, and browsers kept the old one).
 */
export function releaseEpoch(root: string, env: NodeJS.ProcessEnv = process.env): number {
  const given = env.SOURCE_DATE_EPOCH?.trim();
  if (given) {
    if (!/^\d+$/.test(given)) throw new Error(`SOURCE_DATE_EPOCH must be whole seconds since 1970, not "${given}"`);
    return Number(given);
  }
  try {
    return Number(
      execFileSync("git", ["log", "-1", "--format=%ct"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim(),
    );
  } catch {
    throw new Error("Not a git checkout: set SOURCE_DATE_EPOCH to the release time (seconds since 1970)");
  }
}

export function makeRelease({ client, out, version, epoch }: ReleaseOptions): Release {
  const name = `admin-panel-${version}`;
  const files = filesUnder(client)
    .filter((file) => !file.startsWith(".vite/"))
    .sort()
    .map((file) => {
      const data = readFileSync(path.join(client, file));
      return { path: file, bytes: data.length, sha256: sha256(data) };
    });

  mkdirSync(out, { recursive: true });
  const tarball = path.join(out, `${name}.tar.gz`);
  rmSync(tarball, { force: true });
  // Deterministic archive: sorted names, fixed owner, every file at the release time, gzip without a
  // timestamp of its own, so the same build and epoch give the same hash.
  const tar = spawnSync(
    "tar",
    ["--sort=name", "--owner=0", "--group=0", "--numeric-owner", `--mtime=@${epoch}`, "--exclude=./.vite", "-cf", "-", "-C", client, "."],
    { maxBuffer: 512 * 1024 * 1024 },
  );
  if (tar.status !== 0) throw new Error(`tar failed: ${tar.stderr.toString()}`);
  writeFileSync(tarball, gzipSync(tar.stdout, { level: 9 }));

  const digest = sha256(readFileSync(tarball));
  writeFileSync(`${tarball}.sha256`, `${digest}  ${name}.tar.gz\n`);
  const indexHtml = readFileSync(path.join(client, "index.html"), "utf8");
  const manifest: ReleaseManifest = {
    name: "admin-panel",
    version,
    released: new Date(epoch * 1000).toISOString(),
    basePath: "/admin/",
    archive: { file: `${name}.tar.gz`, sha256: digest },
    files,
    csp: {
      inlineScriptHashes: inlineScriptHashes(indexHtml).map((source) => source.replace(/'/g, "")),
      policy: contentSecurityPolicy(indexHtml),
    },
  };
  const manifestFile = path.join(out, `${name}.manifest.json`);
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return { tarball, manifestFile, manifest };
}

/**
 * Checks a release against its files: the archive's hash against the .sha256 and the manifest, and
 * every file the manifest lists against the unpacked folder `unpacked` (size and SHA-256). Returns
 * the problems found (none: the release is whole).
 */
export function verifyRelease(release: Release, unpacked: string): string[] {
  const problems: string[] = [];
  const digest = sha256(readFileSync(release.tarball));
  const said = readFileSync(`${release.tarball}.sha256`, "utf8").split(/\s+/)[0];
  if (said !== digest) problems.push(`${path.basename(release.tarball)}.sha256 says ${said}, the archive is ${digest}`);
  if (release.manifest.archive.sha256 !== digest) problems.push(`the manifest says the archive is ${release.manifest.archive.sha256}`);
  const listed = new Set(release.manifest.files.map((file) => file.path));
  for (const file of release.manifest.files) {
    const full = path.join(unpacked, file.path);
    let data: Buffer;
    try {
      data = readFileSync(full);
    } catch {
      problems.push(`${file.path} is listed but not in the archive`);
      continue;
    }
    if (data.length !== file.bytes) problems.push(`${file.path}: ${data.length} bytes, the manifest says ${file.bytes}`);
    if (sha256(data) !== file.sha256) problems.push(`${file.path}: SHA-256 differs from the manifest`);
  }
  for (const file of filesUnder(unpacked)) if (!listed.has(file)) problems.push(`${file} is in the archive but not in the manifest`);
  const indexHtml = readFileSync(path.join(unpacked, "index.html"), "utf8");
  const hashes = inlineScriptHashes(indexHtml).map((source) => source.replace(/'/g, ""));
  if (JSON.stringify(hashes) !== JSON.stringify(release.manifest.csp.inlineScriptHashes))
    problems.push("the manifest's inline-script hashes do not match index.html");
  if (release.manifest.csp.policy !== contentSecurityPolicy(indexHtml)) problems.push("the manifest's policy is not index.html's");
  return problems;
}

/** Unpacks a release archive into `into` (emptied first), keeping the files' times. */
export function unpackRelease(tarball: string, into: string): void {
  rmSync(into, { recursive: true, force: true });
  mkdirSync(into, { recursive: true });
  execFileSync("tar", ["-xzf", tarball, "-C", into]);
}
