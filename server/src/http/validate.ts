import type { Context } from "hono";
import { z } from "zod";
import { validationFailed } from "./envelope";

/*
 * Input validation in the contract's style (1.4): Laravel's English messages, every message of
 * every field flattened into one array under one error key (default `form`), answered as a
 * validation failure (body status 201).
 *
 * Each builder below is a zod schema that produces its own Laravel message, so a group writes
 *   const schema = z.object({ title: requiredString("title"), status: optionalFlag12("status") });
 *   const v = await validateBody(c, schema);
 *   if (!v.ok) return v.response;
 *   v.data.title // string
 * Unknown keys are dropped by z.object, which also keeps clients from setting columns such as
 * admin_id. Like Laravel (ConvertEmptyStringsToNull), "" and null count as "not sent".
 */

export type Body = Record<string, unknown>;

type AnyContext = Context<any, any, any>;

// ---------------------------------------------------------------------------------------------
// Body parsing

const parsedBodies = new WeakMap<Request, Body>();

/** JSON, multipart/form-data or urlencoded body as a plain object; null when it cannot be read. */
export async function readBody(c: AnyContext): Promise<Body | null> {
  const cached = parsedBodies.get(c.req.raw);
  if (cached) return cached;
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  let body: Body | null = null;
  try {
    if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
      body = await c.req.parseBody({ all: true });
    } else {
      // JSON, or no declared type: an empty body is an empty object, anything else must be JSON.
      const text = await c.req.text();
      if (text.trim() === "") body = {};
      else {
        const parsed: unknown = JSON.parse(text);
        body = parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Body) : null;
      }
    }
  } catch {
    body = null;
  }
  if (body) parsedBodies.set(c.req.raw, body);
  return body;
}

export type Validated<T> = { ok: true; data: T; body: Body } | { ok: false; response: Response };

/** Reads the body and validates it; on failure `response` is the ready validation-failure answer. */
export async function validateBody<S extends z.ZodType>(c: AnyContext, schema: S, key = "form"): Promise<Validated<z.output<S>>> {
  const body = await readBody(c);
  if (!body) return { ok: false, response: validationFailed(c, { [key]: ["The request body must be valid JSON or form data."] }) };
  return validateValues(c, schema, body, key);
}

/** Validates already-read values (a query object, part of a body). */
export function validateValues<S extends z.ZodType>(c: AnyContext, schema: S, values: Body, key = "form"): Validated<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data, body: values };
  return { ok: false, response: validationFailed(c, { [key]: messagesOf(result.error) }) };
}

/** The issues' messages in field order, without repeats. */
export function messagesOf(error: z.ZodError): string[] {
  const seen = new Set<string>();
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[issue.path.length - 1]) : "";
    // Builders always set a Laravel text; a raw zod schema falls back to a generic one.
    const msg = issue.code === "custom" || !field ? issue.message : `The ${label(field)} field is invalid.`;
    seen.add(msg);
  }
  return [...seen];
}

// ---------------------------------------------------------------------------------------------
// Laravel texts

/** Laravel's attribute name: `new_password` → `new password`. */
export function label(field: string): string {
  return field.replace(/_/g, " ");
}

export const laravel = {
  required: (f: string) => `The ${label(f)} field is required.`,
  string: (f: string) => `The ${label(f)} must be a string.`,
  email: (f: string) => `The ${label(f)} must be a valid email address.`,
  minChars: (f: string, n: number) => `The ${label(f)} must be at least ${n} characters.`,
  maxChars: (f: string, n: number) => `The ${label(f)} must not be greater than ${n} characters.`,
  numeric: (f: string) => `The ${label(f)} must be a number.`,
  integer: (f: string) => `The ${label(f)} must be an integer.`,
  minNumber: (f: string, n: number) => `The ${label(f)} must be at least ${n}.`,
  maxNumber: (f: string, n: number) => `The ${label(f)} must not be greater than ${n}.`,
  invalidChoice: (f: string) => `The selected ${label(f)} is invalid.`,
  array: (f: string) => `The ${label(f)} must be an array.`,
  url: (f: string) => `The ${label(f)} format is invalid.`,
  json: (f: string) => `The ${label(f)} must be a valid JSON string.`,
};

// ---------------------------------------------------------------------------------------------
// Builders

export type Result<T> = { ok: true; value: T } | { ok: false; messages: string[] };
const pass = <T>(value: T): Result<T> => ({ ok: true, value });
const fail = (...messages: string[]): Result<never> => ({ ok: false, messages });

/** Laravel's "not present" after ConvertEmptyStringsToNull. */
export function isBlank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === "string" && v.trim() === "") || (Array.isArray(v) && v.length === 0);
}

/**
 * The core of every builder: a zod schema running `check` on the raw value and turning failed
 * checks into custom issues carrying Laravel's texts.
 */
export function field<T>(check: (value: unknown) => Result<T>): z.ZodType<T, unknown> {
  return z.unknown().transform((value, ctx) => {
    const r = check(value);
    if (r.ok) return r.value;
    for (const message of r.messages) ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });
}

/**
 * A JSON object sent either as an object or as JSON text (multipart bodies can only carry text).
 * Blank → undefined; arrays, scalars and unreadable text fail Laravel's `json` rule. Use it inside
 * `field(...)` when the caller needs the object itself or a further check on it.
 */
export function checkJsonObject(name: string, v: unknown): Result<Record<string, unknown> | undefined> {
  if (isBlank(v)) return pass(undefined);
  let parsed: unknown = v;
  if (typeof v === "string") {
    try {
      parsed = JSON.parse(v);
    } catch {
      return fail(laravel.json(name));
    }
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return fail(laravel.json(name));
  return pass(parsed as Record<string, unknown>);
}

function requiredOr<T>(
  name: string,
  required: boolean,
  custom: string | undefined,
  check: (v: unknown) => Result<T>,
): z.ZodType<T | undefined, unknown> {
  const schema = field<T | undefined>((v) => {
    if (isBlank(v)) return required ? fail(custom ?? laravel.required(name)) : pass(undefined);
    return check(v);
  });
  // zod 4 refuses an absent key unless the schema is marked optional.
  return required ? schema : schema.optional();
}

/**
 * Length limits by use (a 10 MB description was stored; docs/decisions/0004). Every string builder has one:
 * its `max` when given, else `line`; longer texts say which limit fits them.
 */
export const TEXT_LIMITS = {
  /** Names, titles, slugs, codes: the original's VARCHAR(255) columns. */
  line: 255,
  /** RFC 5321's longest address. */
  email: 254,
  /** Plain multi-line text: meta descriptions, keyword and tag lists. */
  text: 5_000,
  /** HTML from the rich-text editor (product descriptions, pages) and custom script bodies. */
  richText: 200_000,
} as const;

export interface StringRules {
  min?: number;
  /** Default TEXT_LIMITS.line. */
  max?: number;
  /** Passwords keep their spaces (Laravel's TrimStrings skips them too). */
  trim?: boolean;
  /** Replace Laravel's texts (the login form has its own). */
  messages?: { required?: string; min?: string; max?: string; email?: string };
}

function stringCheck(name: string, rules: StringRules, extra?: (s: string) => string[]) {
  return (v: unknown): Result<string> => {
    if (typeof v === "number" && Number.isFinite(v)) v = String(v);
    if (typeof v !== "string") return fail(laravel.string(name));
    const s = rules.trim === false ? v : v.trim();
    const errors: string[] = [];
    const max = rules.max ?? TEXT_LIMITS.line;
    if (rules.min !== undefined && [...s].length < rules.min) errors.push(rules.messages?.min ?? laravel.minChars(name, rules.min));
    if ([...s].length > max) errors.push(rules.messages?.max ?? laravel.maxChars(name, max));
    if (extra) errors.push(...extra(s));
    return errors.length ? fail(...errors) : pass(s);
  };
}

export function requiredString(name: string, rules: StringRules = {}) {
  return requiredOr(name, true, rules.messages?.required, stringCheck(name, rules)) as z.ZodType<string, unknown>;
}

export function optionalString(name: string, rules: StringRules = {}) {
  return requiredOr(name, false, undefined, stringCheck(name, rules));
}

// Laravel's default `email` rule is RFC-lenient; this keeps its spirit: one @, no spaces, a dotted or plain host.
const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

/**
 * The one spelling of an e-mail address that the server keys on: Unicode NFKC (full-width and
 * compatibility forms folded), trimmed, lower-cased. Sign-in and reset limits, account look-ups and
 * uniqueness checks all see this form, so "Victim@Example.com" is the same account, the same
 * throttle key and the same duplicate as "victim@example.com" (five spellings gave five
 * times the guesses). SQLite's NOCASE folds ASCII only; this folds the rest too.
 */
export function normalizeEmail(value: string): string {
  return value.normalize("NFKC").trim().toLowerCase();
}

function emailCheck(name: string, rules: StringRules) {
  const check = stringCheck(name, { max: TEXT_LIMITS.email, ...rules }, (s) =>
    EMAIL.test(s) ? [] : [rules.messages?.email ?? laravel.email(name)],
  );
  return (v: unknown): Result<string> => check(typeof v === "string" ? normalizeEmail(v) : v);
}

export function email(name = "email", rules: StringRules = {}) {
  return requiredOr(name, true, rules.messages?.required, emailCheck(name, rules)) as z.ZodType<string, unknown>;
}

/** `required|min:6` for passwords, untrimmed. */
export function password(name = "password", rules: StringRules = {}) {
  return requiredString(name, { min: 6, trim: false, ...rules });
}

const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** PHP is_numeric for the values a form or JSON body carries. */
export function toNumber(v: unknown): number | null {
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  if (typeof v === "string" && NUMERIC.test(v.trim())) return Number(v.trim());
  return null;
}

export interface NumberRules {
  integer?: boolean;
  min?: number;
  max?: number;
  /** Values refused with "The selected X is invalid." (Laravel `not_in`). */
  notIn?: number[];
}

function numberCheck(name: string, rules: NumberRules) {
  return (v: unknown): Result<number> => {
    const n = toNumber(v);
    if (n === null) return fail(laravel.numeric(name));
    const errors: string[] = [];
    if (rules.integer && !Number.isInteger(n)) errors.push(laravel.integer(name));
    if (rules.min !== undefined && n < rules.min) errors.push(laravel.minNumber(name, rules.min));
    if (rules.max !== undefined && n > rules.max) errors.push(laravel.maxNumber(name, rules.max));
    if (rules.notIn?.includes(n)) errors.push(laravel.invalidChoice(name));
    return errors.length ? fail(...errors) : pass(n);
  };
}

export function requiredNumber(name: string, rules: NumberRules = {}) {
  return requiredOr(name, true, undefined, numberCheck(name, rules)) as z.ZodType<number, unknown>;
}

export function optionalNumber(name: string, rules: NumberRules = {}) {
  return requiredOr(name, false, undefined, numberCheck(name, rules));
}

export function requiredInteger(name: string, rules: NumberRules = {}) {
  return requiredNumber(name, { ...rules, integer: true });
}

export function optionalInteger(name: string, rules: NumberRules = {}) {
  return optionalNumber(name, { ...rules, integer: true });
}

/** The contract's "required nonzero number": `required|numeric|min:0|not_in:0`. */
export function requiredNonzeroNumber(name: string) {
  return requiredNumber(name, { min: 0, notIn: [0] });
}

/** One of a fixed set (`in:` rule). Numeric strings match numeric choices, so form data works. */
function choiceCheck<T extends string | number>(name: string, choices: readonly T[]) {
  return (v: unknown): Result<T> => {
    if (typeof v === "boolean" && choices.includes(Number(v) as T)) return pass(Number(v) as T);
    for (const choice of choices) {
      if (v === choice) return pass(choice);
      if (typeof choice === "number" && toNumber(v) === choice) return pass(choice);
      if (typeof choice === "string" && typeof v === "string" && v.trim() === choice) return pass(choice);
    }
    return fail(laravel.invalidChoice(name));
  };
}

export function oneOf<T extends string | number>(name: string, choices: readonly T[]) {
  return requiredOr(name, true, undefined, choiceCheck(name, choices)) as z.ZodType<T, unknown>;
}

export function optionalOneOf<T extends string | number>(name: string, choices: readonly T[]) {
  return requiredOr(name, false, undefined, choiceCheck(name, choices));
}

/** Generic status / yes-no flags: 1 = public/yes, 2 = private/no. */
export const flag12 = (name: string) => oneOf(name, [1, 2] as const);
export const optionalFlag12 = (name: string) => optionalOneOf(name, [1, 2] as const);
/** 0/1 flags (true/false accepted too). */
export const flag01 = (name: string) => oneOf(name, [0, 1] as const);
export const optionalFlag01 = (name: string) => optionalOneOf(name, [0, 1] as const);

/** An array of ids (JSON array, or repeated form fields); a single value counts as one. */
export function optionalIdArray(name: string) {
  return requiredOr(name, false, undefined, (v): Result<number[]> => {
    const list = Array.isArray(v) ? v : [v];
    const ids = list.map(toNumber);
    if (ids.some((n) => n === null || !Number.isInteger(n))) return fail(laravel.array(name));
    return pass(ids as number[]);
  });
}
