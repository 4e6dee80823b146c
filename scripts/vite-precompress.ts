import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What is worth compressing: text assets. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/** Writes the `.br` and `.gz` copies of one file, each only if it is smaller than the file. */
async function compressFile(file: string): Promise<void> {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzipped(body, { level: 9 }),
  ]);
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
}

/** Remix writes its route manifest (`assets/manifest-<hash>.js`) during the SSR build, outside the client bundle. */
const REMIX_MANIFEST = /^manifest-[0-9a-f]+\.js$/;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text asset of the client build, at the
 * highest levels: done once per build, so the server (server/src/app.ts, or nginx's
 * `brotli_static`/`gzip_static`) sends them as they are, without compressing per request. A copy
 * that would not be smaller is not written.
 */
export function precompress(): Plugin {
  let serverDir: string | undefined;
  return {
    name: "admin-panel:precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      // Remix builds the client into <buildDirectory>/client and then renders the SPA's index.html
      // and writes the route manifest in the SSR build, into <buildDirectory>/server.
      if (options.dir && path.basename(options.dir) === "server") serverDir = options.dir;
      if (!options.dir || path.basename(options.dir) !== "client") return;
      // Vite's own manifest (.vite/) is build metadata that Remix moves out of client/: not served.
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name) && !name.startsWith(".vite/"));
      await Promise.all(files.map((name) => compressFile(path.join(options.dir!, name))));
    },
    async closeBundle() {
      // After every writeBundle hook of the SSR build, Remix's included: its manifest is on disk.
      if (!serverDir) return;
      const assets = path.join(path.dirname(serverDir), "client", "assets");
      serverDir = undefined;
      const names = await readdir(assets).catch(() => [] as string[]);
      await Promise.all(names.filter((name) => REMIX_MANIFEST.test(name)).map((name) => compressFile(path.join(assets, name))));
    },
  };
}
