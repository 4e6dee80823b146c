import { MantineProvider } from "@mantine/core";
import { act, cleanup, render, screen } from "@testing-library/react";
import i18next from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TranslationKey } from "~/i18n/keys";
import type { ListColumn } from "~/ui/list-page/description";
import { ListTable, type ListTableProps } from "~/ui/list-page/list-table";

/*
 * A list's cells (list-table.tsx): when its columns change (some hidden for room, column-fit.ts), the
 * cells a row keeps are not rendered again; a change of language renders every cell again, since a
 * column may put words of i18next's in its cells directly.
 */

interface Row {
  id: number;
  name: string;
}

// An instance of its own, in "cimode" (every key answers with itself), whose language the test changes.
const strings = i18next.createInstance();
void strings.init({ lng: "cimode", resources: {}, initImmediate: false });

function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider>
      <I18nextProvider i18n={strings}>{children}</I18nextProvider>
    </MantineProvider>
  );
}

afterEach(cleanup);

const column = (key: string): ListColumn<Row> & { render: ReturnType<typeof vi.fn> } => ({
  key,
  title: key as TranslationKey,
  render: vi.fn((row: Row) => `${key} of ${row.name}`),
});

describe("a list's cells", () => {
  it("a row that loses a column renders only its row again, not the cells it keeps; a new language renders them all", async () => {
    const [name, brand, created] = [column("name"), column("brand"), column("created")];
    const rowCell = vi.fn((row: Row) => `actions of ${row.name}`);
    const rows: Row[] = [
      { id: 1, name: "Kettle" },
      { id: 2, name: "Teapot" },
    ];
    const props = (columns: ListColumn<Row>[]): ListTableProps<Row> => ({
      title: "Products",
      page: undefined,
      rows,
      columns,
      state: { page: 1, q: "", orderby: "id", type: "desc", filters: {} },
      rowId: (row) => row.id,
      rowLabel: (row) => row.name,
      selection: null,
      rowCell,
      filtered: false,
      clearFilters: () => undefined,
      sort: () => undefined,
    });
    const view = render(<ListTable {...props([name, brand, created])} />, { wrapper: Providers });
    expect(screen.getByText("created of Teapot")).toBeTruthy();
    expect(name.render).toHaveBeenCalledTimes(2);
    expect(rowCell).toHaveBeenCalledTimes(2);

    view.rerender(<ListTable {...props([name, brand])} />);
    expect(screen.queryByText("created of Teapot")).toBeNull();
    expect(screen.getByText("brand of Teapot")).toBeTruthy();
    expect(name.render).toHaveBeenCalledTimes(2);
    expect(brand.render).toHaveBeenCalledTimes(2);
    expect(rowCell).toHaveBeenCalledTimes(2);

    await act(async () => {
      await strings.changeLanguage("en");
    });
    expect(name.render).toHaveBeenCalledTimes(4);
    expect(rowCell).toHaveBeenCalledTimes(4);
  });
});
