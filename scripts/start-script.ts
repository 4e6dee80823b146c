import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/*
 * Remix's SPA index.html starts the app with two inline scripts that name this build's hashed files
 * (`window.__remixContext = …` and a module importing the manifest, the root and the entry). Their
 * CSP hashes therefore changed with every release, and a deploy had a window in which a web server
 * still sending the old release's Content-Security-Policy served the new index.html: the browser
 * blocked the start-up and the tab stayed on its loading screen for good. Moved into files under
 * assets/ (named by their content, loaded as `'self'`), they leave index.html with one inline script,
 * the colour-scheme one, which is the same in every release, and so is the policy.
 */

const CONTEXT = /<script>(window\.__remixContext = [\s\S]*?)<\/script>/;
const START = /<script type="module" async="">([\s\S]*?)<\/script>/;

export interface StartScripts {
  /** index.html loading the two files in place of the inline scripts, in the same order. */
  html: string;
  /** The files' names under assets/, and their text. */
  files: Array<{ name: string; body: string }>;
}

/** A script's text as a file under assets/, named by its content as Vite names the build's chunks. */
function asFile(stem: string, script: string): { name: string; body: string } {
  const body = `${script.trim()}\n`;
  return { name: `${stem}-${createHash("sha256").update(body).digest("base64url").slice(0, 8)}.js`, body };
}

/**
 * index.html's two start-up scripts as files, each loaded by a `<script src>` where it was: the
 * context a classic script, the start-up a module. The elements stay where React, hydrating the
 * document, expects two scripts (it does not compare their text).
 */
export function startScriptsOf(html: string, assetsUrl: string): StartScripts {
  const context = CONTEXT.exec(html);
  const start = START.exec(html);
  if (!context || !start) throw new Error("start scripts: the built index.html lacks Remix's context or start-up script");
  const contextFile = asFile("context", context[1]);
  const startFile = asFile("start", start[1]);
  const out = html
    .replace(context[0], `<script src="${assetsUrl}${contextFile.name}"></script>`)
    .replace(start[0], `<script type="module" async src="${assetsUrl}${startFile.name}"></script>`);
  return { html: out, files: [contextFile, startFile] };
}

/** Rewrites `<buildDirectory>/client/index.html` and writes the two files beside its assets. */
export async function writeStartScripts(buildDirectory: string, base: string): Promise<void> {
  const client = path.join(buildDirectory, "client");
  const indexFile = path.join(client, "index.html");
  const made = startScriptsOf(await readFile(indexFile, "utf8"), `${base}assets/`);
  for (const file of made.files) await writeFile(path.join(client, "assets", file.name), file.body);
  await writeFile(indexFile, made.html);
}
