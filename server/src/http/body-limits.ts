import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Env } from "./env";
import { envelope } from "./envelope";

/*
 * Request body size limits for the API, refused before the body is read, in the envelope (HTTP and
 * body status 413) so the panel shows the message like any other. JSON bodies carry text only: two
 * rich-text fields at their limit (TEXT_LIMITS.richText, up to 4 bytes a character, escaped) fit in
 * 4 MB. Multipart bodies carry files too: ten images of 1 MB plus form fields fit in 25 MB.
 */

export const JSON_BODY_LIMIT = 4 * 1024 * 1024;
export const MULTIPART_BODY_LIMIT = 25 * 1024 * 1024;
export const PAYLOAD_TOO_LARGE = "The request is too large.";

const tooLarge: Parameters<typeof bodyLimit>[0]["onError"] = (c) =>
  c.json(envelope({ form: [PAYLOAD_TOO_LARGE] }, 413, PAYLOAD_TOO_LARGE), 413);

const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge });
const multipartLimit = bodyLimit({ maxSize: MULTIPART_BODY_LIMIT, onError: tooLarge });

/** The limit that fits the request's content type (anything not multipart is read as JSON or text). */
export function bodyLimits(): MiddlewareHandler<Env> {
  return (c, next) => {
    const type = (c.req.header("content-type") ?? "").toLowerCase();
    return (type.includes("multipart/form-data") ? multipartLimit : jsonLimit)(c, next);
  };
}
