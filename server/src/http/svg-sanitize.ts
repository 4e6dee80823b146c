/*
 * Uploaded SVGs are sanitised before they are stored (docs/decisions/0006): /uploads serves them with a sandbox
 * CSP and nosniff, but a shop's own web server or CDN may serve the same file without those headers,
 * and then scripts in it would run. DOMPurify's SVG profile (in a jsdom window) drops scripts, event
 * handler attributes, <foreignObject> and javascript: links, and references outside the file are
 * dropped; the result is written back as XML.
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
    if (root) dropExternalReferences(root);
    // XML, not the HTML serialisation: the file is opened on its own as image/svg+xml.
    return root && root.localName === "svg" ? serializer.serializeToString(root) : EMPTY_SVG;
  };
}

/*
 * References outside the file: an uploaded SVG may not load anything from elsewhere
 * (`<image href="http://…">`, `@import url(http://…)`, `fill: url(http://…)`): opened in a
 * browser it would call a third party (a tracking pixel, the viewer's address) and show what that
 * party chooses. Kept: references inside the file (`#id`) and embedded images (`data:image/…`).
 */
const INTERNAL = /^\s*(#|data:image\/(png|jpe?g|gif|webp);)/i;
const CSS_IMPORT = /@import[^;]*;?/gi;
const CSS_URL = /url\(\s*(['"]?)([^'")]*)\1\s*\)/gi;

function withoutExternalCss(css: string): string {
  return css.replace(CSS_IMPORT, "").replace(CSS_URL, (whole, _quote: string, target: string) => (INTERNAL.test(target) ? whole : "none"));
}

function dropExternalReferences(root: Element): void {
  for (const element of [root, ...root.querySelectorAll("*")]) {
    if (element.localName === "style") element.textContent = withoutExternalCss(element.textContent ?? "");
    for (const attribute of [...element.attributes]) {
      const name = attribute.localName;
      if (name === "style") element.setAttribute(attribute.name, withoutExternalCss(attribute.value));
      else if ((name === "href" || name === "src") && !INTERNAL.test(attribute.value)) element.removeAttributeNode(attribute);
      else if (/url\(/i.test(attribute.value)) attribute.value = withoutExternalCss(attribute.value);
    }
  }
}

/** The SVG text without anything that could run. */
export async function sanitizeSvg(svg: string): Promise<string> {
  sanitizer ??= createSanitizer();
  return (await sanitizer)(svg);
}
