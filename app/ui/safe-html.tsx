import DOMPurify from "dompurify";
import { useMemo } from "react";

/**
 * HTML that comes from data (product descriptions, pages) shown outside an editor: sanitised first,
 * so a stored `<script>` or `onerror=` never runs in the admin's session.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
