/*
 * The part of jsdom the server uses (http/svg-sanitize.ts): a window for DOMPurify. jsdom ships no
 * types and @types/jsdom is not a dependency.
 */
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
