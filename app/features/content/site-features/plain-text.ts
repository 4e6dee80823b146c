/**
 * The words of an HTML fragment, for a list's title cell and a delete question. DOMParser builds an
 * inert document: nothing in it loads or runs.
 */
export function plainText(html: string, max = 80): string {
  if (!html.trim() || typeof DOMParser === "undefined") return "";
  const words = (new DOMParser().parseFromString(html, "text/html").body.textContent ?? "").replace(/\s+/g, " ").trim();
  return words.length > max ? `${words.slice(0, max - 1)}…` : words;
}
