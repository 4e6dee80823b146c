// A file of its own (never inlined as a data: URL, which <use> may not reference), cached by its hash.
import spriteUrl from "./sprite.svg?no-inline";
import type { SpriteIconName } from "./icons";

/** One of the sprite's icons, in Tabler's outline style (decorative: hidden from screen readers). */
export function SpriteIcon({
  name,
  size = 18,
  stroke = 1.6,
  className,
}: {
  name: SpriteIconName;
  size?: number;
  stroke?: number;
  className?: string;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={stroke}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-icon={name}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
