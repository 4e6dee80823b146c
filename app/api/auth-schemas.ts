import * as z from "zod/mini";

/*
 * The shapes of the login and profile answers. Loaded on demand (a dynamic import in auth.ts): the
 * login page's bundle has a budget, and these are needed only once the user presses "Sign in".
 */

/** The admin row of the login response (contract §3.2). */
export const adminUserSchema = z.object({
  id: z.number(),
  name: z._default(z.nullable(z.string()), ""),
  username: z.optional(z.nullable(z.string())),
  email: z.string(),
});

export const loginDataSchema = z.object({
  token: z.string().check(z.minLength(1)),
  expires_in: z.optional(z.string()),
  admin: z.optional(adminUserSchema),
});

export const languageSchema = z.object({
  name: z.string(),
  code: z.string(),
  default: z.optional(z.union([z.number(), z.boolean(), z.string()])),
  direction: z.optional(z.string()),
});

/** What the panel needs of GET profile (contract §3.4); the rest is passed through untyped. */
export const profileSchema = z.looseObject({
  user: z.object({ id: z.number(), name: z.nullable(z.string()), username: z.optional(z.nullable(z.string())), email: z.string() }),
  permissions: z.array(z.string()),
  super_admin: z.boolean(),
  vendor: z.boolean(),
  message_count: z._default(z.number(), 0),
  img_src_url: z._default(z.string(), ""),
  thumb_prefix: z._default(z.string(), ""),
  default_image: z.optional(z.nullable(z.string())),
  media_storage: z._default(z.string(), "LOCAL"),
  media: z.optional(z.object({ file: z.number(), image: z.number(), video: z.number() })),
  languages: z._default(z.array(languageSchema), []),
  setting: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  store: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  site_setting: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
});
