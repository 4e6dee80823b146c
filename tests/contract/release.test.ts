import { execFileSync } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeRelease, type Release, releaseEpoch, unpackRelease, verifyRelease } from "../../scripts/release-bundle";

/*
 * The release bundle (issue 37, scripts/release-bundle.ts): one commit gives one archive, whoever
 * builds it, and the manifest tells the truth about the archive it ships with. The second build is a
 * real `remix vite:build` of this tree into a folder of its own (BUILD_DIR), beside the one the
 * end-to-end tests run on (build/, made first by `npm test`).
 */

const root = fileURLToPath(new URL("../..", import.meta.url));
const version = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).version as string;
const work = mkdtempSync(path.join(tmpdir(), "admin-panel-release-test-"));
// Inside the project: the SPA build renders index.html with a server bundle that imports React from
// the project's node_modules (build/ is ignored by git).
const secondBuild = path.join(root, "build", `release-test-${process.pid}`);
const EPOCH = 1_700_000_000;

/** `npm run build` into `buildDir`: as a shell would run it, not with vitest's NODE_ENV=test. */
function build(buildDir: string) {
  const { NODE_ENV: _test, ...env } = process.env;
  execFileSync("npx", ["remix", "vite:build"], { cwd: root, env: { ...env, BUILD_DIR: buildDir }, stdio: ["ignore", "ignore", "pipe"] });
}

let first: string;
let second: string;

beforeAll(() => {
  first = path.join(root, "build", "client");
  if (!existsSync(path.join(first, "index.html"))) build(path.join(root, "build"));
  build(secondBuild);
  second = path.join(secondBuild, "client");
}, 600_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(secondBuild, { recursive: true, force: true });
});

const releaseOf = (client: string, name: string, epoch = EPOCH): Release =>
  makeRelease({ client, out: path.join(work, name), version, epoch });

describe("the release bundle", () => {
  it("two builds of the same commit give the same archive, byte for byte", () => {
    const a = releaseOf(first, "a");
    const b = releaseOf(second, "b");
    expect(b.manifest.files).toEqual(a.manifest.files);
    expect(b.manifest.archive.sha256).toBe(a.manifest.archive.sha256);
    expect(readFileSync(b.tarball).equals(readFileSync(a.tarball))).toBe(true);
  });

  it("another release time gives another archive, whose files carry that time", () => {
    const a = releaseOf(first, "time-a");
    const later = releaseOf(first, "time-b", EPOCH + 86_400);
    expect(later.manifest.archive.sha256).not.toBe(a.manifest.archive.sha256);
    expect(later.manifest.released).toBe("2023-11-15T22:13:20.000Z");
    const listing = execFileSync("tar", ["--full-time", "-tvzf", later.tarball], { encoding: "utf8" });
    const times = new Set(
      listing
        .split("\n")
        .filter(Boolean)
        .map((line) => line.split(/\s+/).slice(3, 5).join(" ")),
    );
    expect([...times]).toEqual(["2023-11-15 22:13:20"]);
  });

  it("the manifest lists every file with its size and SHA-256, and index.html's inline-script hashes", () => {
    const release = releaseOf(first, "verify");
    const unpacked = path.join(work, "unpacked");
    unpackRelease(release.tarball, unpacked);
    expect(verifyRelease(release, unpacked)).toEqual([]);
    expect(release.manifest.files.length).toBeGreaterThan(10);
    expect(release.manifest.files.map((file) => file.path)).toContain("index.html");
    expect(release.manifest.csp.inlineScriptHashes.length).toBeGreaterThan(0);
    expect(release.manifest.csp.policy).toContain(`'${release.manifest.csp.inlineScriptHashes[0]}'`);

    // The check finds a file changed after the release was made, and one added.
    const config = path.join(unpacked, "config.json");
    const bytes = readFileSync(config).length;
    appendFileSync(config, " ");
    appendFileSync(path.join(unpacked, "extra.txt"), "not released");
    expect(verifyRelease(release, unpacked)).toEqual([
      `config.json: ${bytes + 1} bytes, the manifest says ${bytes}`,
      "config.json: SHA-256 differs from the manifest",
      "extra.txt is in the archive but not in the manifest",
    ]);
  });

  it("the release time is SOURCE_DATE_EPOCH, else the commit's time", () => {
    expect(releaseEpoch(root, { SOURCE_DATE_EPOCH: "1234" })).toBe(1234);
    expect(() => releaseEpoch(root, { SOURCE_DATE_EPOCH: "yesterday" })).toThrow(/whole seconds/);
    const commitTime = Number(execFileSync("git", ["log", "-1", "--format=%ct"], { cwd: root, encoding: "utf8" }).trim());
    expect(releaseEpoch(root, {})).toBe(commitTime);
  });
});
