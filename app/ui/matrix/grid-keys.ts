/**
 * Arrow-key movement between the switches of a matrix, as in a spreadsheet. Each focusable input
 * carries `data-matrix-cell="row:column"` (-1 for the toggle row and column); a move skips empty
 * crossings and stops at the edge.
 */
const MOVES: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

export function parseCell(text: string | null | undefined): [number, number] | null {
  const match = /^(-?\d+):(-?\d+)$/.exec(text ?? "");
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** Moves focus from `target` one step in the key's direction; whether it moved. */
export function moveFocus(container: HTMLElement, target: EventTarget, key: string): boolean {
  const move = MOVES[key];
  if (!move || !(target instanceof HTMLElement)) return false;
  const from = parseCell(target.getAttribute("data-matrix-cell"));
  if (!from) return false;
  const inputs = new Map<string, HTMLElement>();
  let maxRow = -1;
  let maxColumn = -1;
  for (const element of container.querySelectorAll<HTMLElement>("[data-matrix-cell]")) {
    const at = parseCell(element.getAttribute("data-matrix-cell"));
    if (!at || (element as HTMLInputElement).disabled) continue;
    inputs.set(`${at[0]}:${at[1]}`, element);
    maxRow = Math.max(maxRow, at[0]);
    maxColumn = Math.max(maxColumn, at[1]);
  }
  for (
    let [row, column] = [from[0] + move[0], from[1] + move[1]];
    row >= -1 && column >= -1 && row <= maxRow && column <= maxColumn;
    row += move[0], column += move[1]
  ) {
    const next = inputs.get(`${row}:${column}`);
    if (next) {
      next.focus();
      return true;
    }
  }
  return false;
}
