import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { toIso } from "../http/format";

/*
 * What an area seeder receives. Everything random comes from `rng`, so the same seed number gives
 * the same shop (dates are relative to `now`, which is fixed once per seeding run).
 */

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Float in [min, max) rounded to `decimals`. */
  float(min: number, max: number, decimals?: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with probability p. */
  bool(p?: number): boolean;
  /** A timestamp (contract form) within the last `days` days before ctx.now. */
  date(days: number): string;
  /** A few distinct items. */
  sample<T>(items: readonly T[], count: number): T[];
}

/**
 * How much data: "demo" a browsable shop (300 products, 1,500 orders); "medium" the POS benchmark's
 * 10,000 products with a modest 3,000 orders; "bench" large volumes (100k products, 200k orders).
 */
export type SeedScale = "demo" | "medium" | "bench";
export const SEED_SCALES: readonly SeedScale[] = ["demo", "medium", "bench"];

export interface SeedContext {
  seed: number;
  scale: SeedScale;
  rng: Rng;
  now: Date;
  /** Where seeded files (product images, icons) are written: the server's upload folder. */
  uploadDir: string;
  /** The demo accounts. */
  admins: { admin: number; vendor: number };
  log(message: string): void;
}

export interface AreaSeeder {
  name: string;
  run(db: Kysely<Database>, ctx: SeedContext): Promise<void>;
}

/** mulberry32: a tiny, fast 32-bit PRNG; plenty for demo data, not for secrets. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable 32-bit number from a string, to give each area its own stream. */
export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function createRng(seed: number, now: Date): Rng {
  const next = mulberry32(seed);
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max, decimals = 2) => Number((min + next() * (max - min)).toFixed(decimals)),
    pick: (items) => {
      if (!items.length) throw new Error("pick() from an empty list");
      return items[Math.floor(next() * items.length)];
    },
    bool: (p = 0.5) => next() < p,
    date: (days) => toIso(new Date(now.getTime() - Math.floor(next() * days * 86_400_000))),
    sample: (items, count) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, Math.max(0, count));
    },
  };
  return rng;
}
