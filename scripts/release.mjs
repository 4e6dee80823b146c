// `npm run release`: the static bundle a shop backend serves under /admin/ (scripts/release-bundle.ts),
//   build/release/admin-panel-<version>.tar.gz, its .sha256 and its manifest, checked once unpacked.
//   --no-build    release the build already in build/client (CI does, after the tests ran on it)
//   The release time is SOURCE_DATE_EPOCH, else the commit's time: one commit gives one archive.
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { makeRelease, releaseEpoch, unpackRelease, verifyRelease } from "./release-bundle.ts";
import { npx, root, runOrExit } from "./lib.mjs";

const started = performance.now();
const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
if (!process.argv.includes("--no-build")) await runOrExit(npx, ["remix", "vite:build"]);
const built = performance.now();

const release = makeRelease({
  client: path.join(root, "build", "client"),
  out: path.join(root, "build", "release"),
  version,
  epoch: releaseEpoch(root),
});
const unpacked = mkdtempSync(path.join(tmpdir(), "admin-panel-release-"));
unpackRelease(release.tarball, unpacked);
const problems = verifyRelease(release, unpacked);
rmSync(unpacked, { recursive: true, force: true });

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(`${path.relative(root, release.tarball)}  ${release.manifest.archive.sha256}`);
console.log(
  `release ${version} of ${release.manifest.released}: ${kib(statSync(release.tarball).size)} archive, ` +
    `${release.manifest.files.length} files (${kib(release.manifest.files.reduce((sum, file) => sum + file.bytes, 0))} unpacked), ` +
    `${release.manifest.csp.inlineScriptHashes.length} inline script hashes; ` +
    `build ${process.argv.includes("--no-build") ? "skipped" : seconds(built - started)}, archive ${seconds(performance.now() - built)}`,
);
for (const problem of problems) console.error(`release problem: ${problem}`);
if (problems.length) process.exit(1);
console.log("release checked: archive, .sha256, manifest and index.html's hashes agree");
