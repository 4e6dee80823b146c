// zod/mini: these schemas load with the login page, which has a bundle budget.
import * as z from "zod/mini";
import { http } from "./client";
import { ApiError } from "./errors";

/** The admin row of the login response (contract §3.2). */
export const adminUserSchema = z.object({
  id: z.number(),
  name: z._default(z.nullable(z.string()), ""),
  username: z.optional(z.nullable(z.string())),
  email: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const loginDataSchema = z.object({
  token: z.string().check(z.minLength(1)),
  expires_in: z.optional(z.string()),
  admin: z.optional(adminUserSchema),
});

export interface LoginResult {
  token: string;
  admin: AdminUser;
}

export interface Credentials {
  email: string;
  password: string;
  remember?: boolean;
}

/** Thrown when the login answer has a token but no usable user object (spec §8: a user-data error). */
export class UserDataError extends ApiError {
  constructor() {
    super(500, "The login response has no user data.");
  }
}

export async function login(credentials: Credentials): Promise<LoginResult> {
  const data = await http.post<unknown>("login", {
    email: credentials.email,
    password: credentials.password,
    remember_token: credentials.remember ? 1 : undefined,
  });
  const parsed = loginDataSchema.safeParse(data);
  if (!parsed.success) {
    if (typeof data === "object" && data !== null && typeof (data as { token?: unknown }).token === "string") {
      throw new UserDataError();
    }
    throw new ApiError(500, "Unexpected login response.");
  }
  if (!parsed.data.admin) throw new UserDataError();
  return { token: parsed.data.token, admin: parsed.data.admin };
}

export function logout(): Promise<unknown> {
  return http.get("logout");
}

const languageSchema = z.object({
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
export type Profile = z.infer<typeof profileSchema>;

export async function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  const data = await http.get<unknown>("profile", undefined, signal);
  const parsed = profileSchema.safeParse(data);
  if (!parsed.success) throw new ApiError(500, "Unexpected profile response.");
  return parsed.data;
}

export function requestPasswordCode(email: string): Promise<unknown> {
  return http.post("forgot-password", { email });
}

export function verifyPasswordCode(input: { email: string; code: string; password: string }): Promise<unknown> {
  return http.post("verify-code", input);
}
