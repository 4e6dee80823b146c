import { getProfile } from "~/session/session-store";

/**
 * The API stores file names; URLs come from the profile's `img_src_url` (contract §6). Absolute URLs
 * (URL storage mode) are used as they are. Thumbnails carry the profile's `thumb_prefix`.
 */
export function mediaUrl(name: string | null | undefined, options: { thumb?: boolean } = {}): string | null {
  const profile = getProfile();
  const file = name || profile?.default_image || "";
  if (!file) return null;
  if (/^(https?:)?\/\//.test(file) || file.startsWith("data:") || file.startsWith("blob:")) return file;
  const base = profile?.img_src_url ?? "";
  const prefix = options.thumb && name ? (profile?.thumb_prefix ?? "") : "";
  return `${base}${base && !base.endsWith("/") ? "/" : ""}${prefix}${file}`;
}

/** The profile's upload limits in KB (contract §2: images 1024, videos 2048). */
export function mediaLimits(): { image: number; video: number; file: number } {
  const media = getProfile()?.media;
  return { image: media?.image ?? 1024, video: media?.video ?? 2048, file: media?.file ?? 2048 };
}

export function mediaStorage(): string {
  return getProfile()?.media_storage ?? "LOCAL";
}
