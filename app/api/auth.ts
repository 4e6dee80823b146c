import type * as z from "zod/mini";
import type { adminUserSchema, profileSchema } from "./auth-schemas";
import { http } from "./client";
import { ApiError } from "./errors";

export type AdminUser = z.infer<typeof adminUserSchema>;
export type Profile = z.infer<typeof profileSchema>;

const schemas = () => import("./auth-schemas");

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
  const [data, { loginDataSchema }] = await Promise.all([
    http.post<unknown>("login", {
      email: credentials.email,
      password: credentials.password,
      remember_token: credentials.remember ? 1 : undefined,
    }),
    schemas(),
  ]);
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

/** `lang` (contract 3.4) picks the language of the profile's POS receipt texts; without it, the default language's. */
export async function fetchProfile(signal?: AbortSignal, options: { lang?: string | null } = {}): Promise<Profile> {
  const [data, { profileSchema }] = await Promise.all([http.get<unknown>("profile", { lang: options.lang }, signal), schemas()]);
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
