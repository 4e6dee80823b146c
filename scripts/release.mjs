// `npm run release`: the static bundle a shop backend serves under /admin/, as
//   build/release/admin-panel-<version>.tar.gz, its .sha256, and a manifest with the version, every
//   file with its size and SHA-256, and the Content-Security-Policy the reference server sends with
//   index.html (its inline-script hashes included), for a backend or nginx to send the same.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { contentSecurityPolicy, inlineScriptHashes } from "../server/src/http/security-headers.ts";
import { root, runOrExit } from "./lib.mjs";

const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const client = path.join(root, "build", "client");
const out = path.join(root, "build", "release");
const name = `admin-panel-${version}`;

if (!process.argv.includes("--no-build")) await runOrExit("npx", ["remix", "vite:build"]);

function filesUnder(dir, base = dir) {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full, base) : [path.relative(base, full).split(path.sep).join("/")];
  });
}

const sha256 = (data) => createHash("sha256").update(data).digest("hex");

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
// Deterministic archive: sorted names, fixed owner and time, gzip without a timestamp, so the same
// build gives the same hash.
const tar = spawnSync(
  "tar",
  ["--sort=name", "--owner=0", "--group=0", "--numeric-owner", "--mtime=@0", "--exclude=./.vite", "-cf", "-", "-C", client, "."],
  { maxBuffer: 512 * 1024 * 1024 },
);
if (tar.status !== 0) {
  console.error(`tar failed: ${tar.stderr}`);
  process.exit(1);
}
writeFileSync(tarball, gzipSync(tar.stdout, { level: 9 }));

const digest = sha256(readFileSync(tarball));
writeFileSync(`${tarball}.sha256`, `${digest}  ${name}.tar.gz\n`);
const indexHtml = readFileSync(path.join(client, "index.html"), "utf8");
const manifest = {
  name: "admin-panel",
  version,
  basePath: "/admin/",
  archive: { file: `${name}.tar.gz`, sha256: digest },
  files,
  csp: {
    inlineScriptHashes: inlineScriptHashes(indexHtml).map((source) => source.replace(/'/g, "")),
    policy: contentSecurityPolicy(indexHtml),
  },
};
writeFileSync(path.join(out, `${name}.manifest.json`), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${path.relative(root, tarball)}  ${digest}`);
console.log(`${files.length} files, ${manifest.csp.inlineScriptHashes.length} inline script hashes in ${name}.manifest.json`);
