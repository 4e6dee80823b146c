/*
 * HTML written by users and shown as HTML later (page descriptions, site feature details, the
 * newsletter's e-mail formats), stripped of anything that could run: DOMPurify's HTML profile drops
 * scripts, event handler attributes, javascript: links, forms and frames.
 */

type Purifier = (html: string) => string;
let purifier: Promise<Purifier> | null = null;

// jsdom is loaded on the first save only (as for SVG uploads, svg-sanitize.ts): it is large.
async function createPurifier(): Promise<Purifier> {
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import("dompurify"), import("jsdom")]);
  const purify = createDOMPurify(new JSDOM("").window);
  return (html) => purify.sanitize(html, { USE_PROFILES: { html: true } });
}

export async function sanitizeHtml(html: string): Promise<string> {
  purifier ??= createPurifier();
  return (await purifier)(html);
}
