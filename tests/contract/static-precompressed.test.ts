import { mkdirSync, writeFileSync } from "node:fs";
import { mkdtemp, readFile, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptedEncodings } from "../../server/src/http/precompressed";
import { precompress } from "../../scripts/vite-precompress";
import { useTestServer } from "./harness";

/*
 * The build ships brotli and gzip copies of its text assets (scripts/vite-precompress.ts) and the
 * reference server sends the copy the browser takes, as nginx's *_static modules do.
 */
const t = useTestServer();

const SOURCE = `export const rows = [${Array.from({ length: 400 }, (_, n) => `"row ${n}"`).join(",")}];\n`;

describe("precompressed build files", () => {
  it("the build step writes .br and .gz copies of text assets that decompress to the original", async () => {
    const dir = path.join(await mkdtemp(path.join(tmpdir(), "precompress-")), "client");
    mkdirSync(path.join(dir, "assets"), { recursive: true });
    writeFileSync(path.join(dir, "assets", "big.js"), SOURCE);
    writeFileSync(path.join(dir, "assets", "tiny.js"), "x()");
    writeFileSync(path.join(dir, "assets", "photo.png"), Buffer.alloc(4096, 1));
    const plugin = precompress();
    const hook = plugin.writeBundle as unknown as (options: { dir: string }, bundle: Record<string, unknown>) => Promise<void>;
    await hook.call({}, { dir }, { "assets/big.js": {}, "assets/tiny.js": {}, "assets/photo.png": {} });
    expect((await readdir(path.join(dir, "assets"))).sort()).toEqual(["big.js", "big.js.br", "big.js.gz", "photo.png", "tiny.js"]);
    expect(brotliDecompressSync(await readFile(path.join(dir, "assets", "big.js.br"))).toString()).toBe(SOURCE);
    expect(gunzipSync(await readFile(path.join(dir, "assets", "big.js.gz"))).toString()).toBe(SOURCE);
  });

  it("the server sends brotli, else gzip, else the file itself, typed as the original, varying on Accept-Encoding", async () => {
    const assets = path.join(t().dirs.static, "assets");
    writeFileSync(path.join(assets, "list-1a2b.js"), "plain");
    writeFileSync(path.join(assets, "list-1a2b.js.br"), "brotli bytes");
    writeFileSync(path.join(assets, "list-1a2b.js.gz"), "gzip bytes");
    const get = async (acceptEncoding: string) => {
      // Only the headers are read: these stand-in copies are not real brotli or gzip.
      const res = await t().raw("/admin/assets/list-1a2b.js", { headers: { "Accept-Encoding": acceptEncoding } });
      return { res, encoding: res.headers.get("content-encoding"), length: Number(res.headers.get("content-length")) };
    };
    const br = await get("gzip, deflate, br");
    expect(br.res.status).toBe(200);
    expect(br.encoding).toBe("br");
    expect(br.length).toBe("brotli bytes".length);
    expect(br.res.headers.get("content-type")).toContain("javascript");
    expect(br.res.headers.get("vary")).toBe("Accept-Encoding");
    expect(br.res.headers.get("cache-control")).toContain("immutable");
    const gz = await get("gzip;q=1, br;q=0");
    expect(gz.encoding).toBe("gzip");
    expect(gz.length).toBe("gzip bytes".length);
    const plain = await get("identity");
    expect(plain.encoding).toBeNull();
    expect(plain.length).toBe("plain".length);
    expect(plain.res.headers.get("vary")).toBe("Accept-Encoding");
    // A file the build did not compress (too small) goes as it is, whatever the browser takes.
    const small = await t().raw("/admin/assets/app-abc123.js", { headers: { "Accept-Encoding": "br" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.text()).toBe("console.log('app');");
  });

  it("the SPA's document is compressed too, with its CSP, and decompresses to the plain one", async () => {
    // undici's fetch would decompress by itself: these requests ask for raw bytes through http.
    const { request } = await import("node:http");
    const get = (acceptEncoding: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        const url = new URL("/admin/products?page=2", t().url);
        request(url, { headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
          .on("error", reject)
          .end();
      });
    const plain = await get("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toContain("<title>Admin panel</title>");
    const br = await get("gzip, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    const gz = await get("gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString());
    for (const res of [plain, br, gz]) {
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["content-security-policy"]).toBe(plain.headers["content-security-policy"]);
      expect(res.headers.vary).toBe("Accept-Encoding");
    }
  });

  it("reads Accept-Encoding as RFC 9110 does: names, case, q=0 refusals", () => {
    expect([...acceptedEncodings("gzip, deflate, br")]).toEqual(["gzip", "deflate", "br"]);
    expect([...acceptedEncodings("BR;q=0.5, gzip;q=0")]).toEqual(["br"]);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
    expect([...acceptedEncodings("*")]).toEqual(["*"]);
  });
});
