import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The matrix editor (app/ui/matrix), as a user sees it, Italian labels by default: a switch per cell
 * named "row: column", a checkbox per row ("Tutta la riga …"), per column ("Tutta la colonna …") and
 * one for everything ("Tutti").
 */
export class MatrixPageObject {
  constructor(
    readonly page: Page,
    readonly texts = { row: "Tutta la riga", column: "Tutta la colonna", all: "Tutti" },
  ) {}

  root(): Locator {
    return this.page.locator("[data-matrix]");
  }

  switches(): Locator {
    return this.root().getByRole("switch");
  }

  cell(row: string, column: string): Locator {
    return this.root().getByRole("switch", { name: `${row}: ${column}`, exact: true });
  }

  rowToggle(row: string): Locator {
    return this.root().getByRole("checkbox", { name: `${this.texts.row} ${row}`, exact: true });
  }

  columnToggle(column: string): Locator {
    return this.root().getByRole("checkbox", { name: `${this.texts.column} ${column}`, exact: true });
  }

  allToggle(): Locator {
    return this.root().getByRole("checkbox", { name: this.texts.all, exact: true });
  }

  /** "3 di 120 attivi". */
  count(): Locator {
    return this.page.getByTestId("matrix-count");
  }

  /** "Non salvato: 2 attivati, 1 disattivati"; absent when the switches match what is saved. */
  changes(): Locator {
    return this.page.getByTestId("matrix-changes");
  }

  /**
   * Flips a switch the way a user does: a click on it (its input is visually hidden inside the
   * label Mantine draws the track in, so the click goes to that label).
   */
  async flip(row: string, column: string) {
    const control = this.cell(row, column);
    const before = await control.isChecked();
    await control.locator("xpath=ancestor::label[1]").click();
    await expect(control).toBeChecked({ checked: !before });
  }

  /** The keys (`brand.view`) of the cells that are on, sorted: switches, or the marks of a read-only matrix. */
  async switchedOn(): Promise<string[]> {
    const keys = await this.root()
      .locator("[data-matrix-key]")
      .evaluateAll((cells) =>
        cells
          .filter((cell) => (cell instanceof HTMLInputElement ? cell.checked : cell.getAttribute("data-matrix-on") === "true"))
          .map((cell) => cell.getAttribute("data-matrix-key") ?? ""),
      );
    return keys.sort();
  }

  /** The cells of a read-only matrix (a mark each, no switch). */
  marks(): Locator {
    return this.root().locator("[data-matrix-key]:not(input)");
  }

  async expectSwitchedOn(keys: readonly string[]) {
    await expect.poll(() => this.switchedOn()).toEqual([...keys].sort());
  }

  /** The switches a user could change (none when the matrix is read-only). */
  enabledSwitches(): Locator {
    return this.root().locator("input[data-matrix-key]:not(:disabled)");
  }
}
