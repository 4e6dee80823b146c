/**
 * Stored-XSS payloads. Each one, if it ever runs, calls `__xss(<its number>)` (the sentinel of
 * security.ts) or opens a dialog; `{n}` is replaced by the payload's number. They cover the classic
 * families: script tags, event handlers, SVG, `javascript:` and `data:` URLs, attribute and tag
 * breakers, template injection, CSS, iframes, encodings and the mutation-XSS cases that fooled
 * sanitisers.
 */
const TEMPLATES = [
  "<script>__xss({n})</script>",
  "<img src=x onerror=__xss({n})>",
  "<svg onload=__xss({n})>",
  "<svg><script>__xss({n})</script></svg>",
  '"><img src=x onerror=__xss({n})>',
  "'><svg/onload=__xss({n})>",
  '" autofocus onfocus="__xss({n})" x="',
  "</textarea></title><img src=x onerror=__xss({n})>",
  "{{constructor.constructor('__xss({n})')()}}",
  "${__xss({n})}",
  '<a href="javascript:__xss({n})" id="xss-link-{n}">link</a>',
  '<a href="data:text/html,<script>parent.__xss({n})</script>">data</a>',
  "[link](javascript:__xss({n}))",
  '<iframe srcdoc="<script>parent.__xss({n})</script>"></iframe>',
  '<div style="background:url(javascript:__xss({n}));width:expression(__xss({n}))">css</div>',
  "<style>@import 'javascript:__xss({n})';</style>",
  "\\u003cimg src=x onerror=__xss({n})\\u003e",
  "&lt;img src=x onerror=__xss({n})&gt;",
  '<img src=x onerror="&#95;&#95;xss&#40;{n}&#41;">',
  "<math><mtext><table><mglyph><style><img src=x onerror=__xss({n})>",
  '<noscript><p title="</noscript><img src=x onerror=__xss({n})>">',
  "<svg><style><img src=x onerror=__xss({n})></style></svg>",
  "<details open ontoggle=__xss({n})>",
  '<object data="data:text/html,<script>parent.__xss({n})</script>"></object>',
  "<input autofocus onfocus=alert({n})>",
  "javascript:alert({n})",
];

export interface Payload {
  n: number;
  text: string;
}

export const XSS_PAYLOADS: readonly Payload[] = TEMPLATES.map((template, index) => ({
  n: index + 1,
  text: template.replaceAll("{n}", String(index + 1)),
}));
