import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { makeRelease, type Release, unpackRelease } from "../../../scripts/release-bundle";

/*
 * The panel as a shop's operator deploys it (issue 37): a release archive (scripts/release-bundle.ts)
 * unpacked under a real nginx that runs the README's example configuration, with /api/ and /uploads/
 * proxied to the reference server the Playwright run started. Used by release-nginx.spec.ts.
 */

const root = fileURLToPath(new URL("../../..", import.meta.url));

/** The README's nginx example, as written (the unit test nginx-example.test.ts keeps its headers right). */
export function readmeNginxExample(): string {
  const readme = readFileSync(path.join(root, "README.md"), "utf8");
  const block = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error("README.md has no nginx example");
  return block;
}

/** Whether this nginx has the brotli module (Debian's nginx-light has not; the README says to drop the line then). */
function hasBrotli(): boolean {
  try {
    return /brotli/.test(execFileSync("nginx", ["-V"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }));
  } catch (error) {
    return /brotli/.test(String((error as { stderr?: string }).stderr ?? ""));
  }
}

const version = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).version as string;

/** A release of `client` made at `epoch`, in a folder of its own under `dir`. */
export function releaseOf(client: string, dir: string, epoch: number): Release {
  return makeRelease({ client, out: path.join(dir, `release-${epoch}`), version, epoch });
}

function textFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return textFilesUnder(full);
    return /\.(js|css|html|json|webmanifest)$/.test(entry) ? [full] : [];
  });
}

/**
 * A copy of a build as the next commit's build would be: every hashed file under assets/ renamed
 * (its hash changed) and every reference to it rewritten, so index.html differs only in the names
 * it loads. The precompressed copies are left out (they would hold the old names).
 */
export function nextBuildOf(client: string, into: string): void {
  rmSync(into, { recursive: true, force: true });
  cpSync(client, into, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) && !source.includes(`${path.sep}.vite`) });
  const assets = path.join(into, "assets");
  const renames = new Map<string, string>();
  // Every file there is named by its content (`brands-Di8lDQ8V.js`, or the hash alone: `DtjLubqj.js`);
  // a name kept with other content would be taken from the browser's year-long cache of release A.
  for (const name of readdirSync(assets)) renames.set(name, name.replace(/(\.\w+)$/, "n2$1"));
  for (const [from, to] of renames) renameSync(path.join(assets, from), path.join(assets, to));
  // Longest names first, so a name that contains another is rewritten whole.
  const ordered = [...renames].sort((a, b) => b[0].length - a[0].length);
  for (const file of textFilesUnder(into)) {
    let text = readFileSync(file, "utf8");
    for (const [from, to] of ordered) text = text.split(from).join(to);
    writeFileSync(file, text);
  }
}

export interface NginxSite {
  url: string;
  /** Makes `release` the one served (unpacked into the web root, old assets removed), and reloads nginx with its CSP. */
  deploy(release: Release): Promise<void>;
  stop(): Promise<void>;
}

/** The README's example for `publicRoot`, `release`'s CSP and the API at `apiPort`, as a whole nginx.conf. */
function configuration(dir: string, port: number, apiPort: number, publicRoot: string, release: Release): string {
  const scriptHashes = release.manifest.csp.inlineScriptHashes.map((hash) => `'${hash}'`).join(" ");
  let site = readmeNginxExample()
    .replaceAll("/srv/shop/public", publicRoot)
    .replaceAll("SCRIPT_HASHES", scriptHashes)
    .replaceAll("http://127.0.0.1:8080", `http://127.0.0.1:${apiPort}`);
  if (!hasBrotli()) site = site.replace(/^\s*brotli_static on;.*$/m, "");
  const temp = (name: string) => path.join(dir, "temp", name);
  for (const name of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(temp(name), { recursive: true });
  return `# made by tests/e2e/support/nginx-release.ts from README.md's example
${process.getuid?.() === 0 ? "user root;" : ""}
worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  server {
    listen 127.0.0.1:${port};
${site}
  }
}
`;
}

async function waitFor(check: () => Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx: ${what} did not happen within ${ms} ms`);
}

/** Starts nginx on `port` serving `release` under /admin/, the API proxied to the reference server at `apiPort`. */
export async function startNginx(release: Release, port: number, apiPort: number): Promise<NginxSite> {
  const dir = mkdtempSync(path.join(tmpdir(), "admin-panel-nginx-"));
  const publicRoot = path.join(dir, "public");
  const conf = path.join(dir, "nginx.conf");
  const url = `http://127.0.0.1:${port}`;
  let served = release;

  const install = (next: Release) => {
    // A deploy without a grace period for old assets (the worst case): the new files only.
    const staging = path.join(dir, "staging");
    unpackRelease(next.tarball, path.join(staging, "admin"));
    rmSync(publicRoot, { recursive: true, force: true });
    renameSync(staging, publicRoot);
    writeFileSync(conf, configuration(dir, port, apiPort, publicRoot, next));
    served = next;
  };
  const policyServed = async () => (await fetch(`${url}/admin/`)).headers.get("content-security-policy") === served.manifest.csp.policy;

  install(release);
  const child: ChildProcess = spawn("nginx", ["-p", dir, "-c", conf, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await waitFor(policyServed, `serving the release (${stderr.trim()})`);

  return {
    url,
    async deploy(next) {
      install(next);
      execFileSync("nginx", ["-p", dir, "-c", conf, "-s", "reload"]);
      await waitFor(policyServed, "the reload");
    },
    async stop() {
      child.kill("SIGQUIT");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
