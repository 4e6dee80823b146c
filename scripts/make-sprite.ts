// Draws the app's SVG sprite (app/ui/sprite/sprite.svg) from its icon table (app/ui/sprite/icons.ts):
// one <symbol> per icon, its shapes as @tabler/icons-react draws them. Run
// `node --import tsx scripts/make-sprite.ts` after changing the table; the sprite is committed, and
// tests/unit/sprite.test.ts fails when it is not what this script makes.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SPRITE_ICON_SOURCES } from "../app/ui/sprite/icons";

export const SPRITE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "app", "ui", "sprite", "sprite.svg");

type IconNode = [tag: string, attributes: Record<string, string | number>][];

const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** One shape of an icon as SVG, without the React key. */
function shape([tag, attributes]: IconNode[number]): string {
  const pairs = Object.entries(attributes).filter(([name]) => name !== "key");
  return `<${tag}${pairs.map(([name, value]) => ` ${name}="${escape(String(value))}"`).join("")}/>`;
}

/** The sprite's text: stroke, colour and size come from the <svg> that uses a symbol (sprite-icon.tsx). */
export async function spriteText(): Promise<string> {
  const symbols: string[] = [];
  for (const [name, source] of Object.entries(SPRITE_ICON_SOURCES)) {
    const module = (await import(`@tabler/icons-react/dist/esm/icons/${source}.mjs`)) as { __iconNode: IconNode };
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${module.__iconNode.map(shape).join("")}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(SPRITE_FILE, await spriteText());
  console.log(`${path.relative(process.cwd(), SPRITE_FILE)} written (${Object.keys(SPRITE_ICON_SOURCES).length} icons).`);
}
