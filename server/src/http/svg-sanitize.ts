/*
 * Uploaded SVGs are sanitised before they are stored (issue 17): /uploads serves them with a sandbox
 * CSP and nosniff, but a shop's own web server or CDN may serve the same file without those headers,
 * and then scripts in it would run. DOMPurify's SVG profile (in a jsdom window) drops scripts, event
 * handler attributes, <foreignObject> and javascript: links; the result is written back as XML.
 * jsdom is loaded on the first SVG only: it is large and most uploads are raster images.
 */

type Sanitizer = (svg: string) => string;

let sanitizer: Promise<Sanitizer> | null = null;

/** An empty image, stored when nothing of the upload survives. */
const EMPTY_SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';

async function createSanitizer(): Promise<Sanitizer> {
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import("dompurify"), import("jsdom")]);
  const { window } = new JSDOM("");
  const purify = createDOMPurify(window);
  const serializer = new window.XMLSerializer();
  return (svg) => {
    const body = purify.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true }, RETURN_DOM: true });
    const root = (body as HTMLElement).firstElementChild;
    // XML, not the HTML serialisation: the file is opened on its own as image/svg+xml.
    return root && root.localName === "svg" ? serializer.serializeToString(root) : EMPTY_SVG;
  };
}

/** The SVG text without anything that could run. */
export async function sanitizeSvg(svg: string): Promise<string> {
  sanitizer ??= createSanitizer();
  return (await sanitizer)(svg);
}
