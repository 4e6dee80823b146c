import { Alert, Box, Button, Group, Kbd, LoadingOverlay, Pagination, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useCallback, useMemo, useRef, useState, type KeyboardEvent, type ReactElement, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { addToPosCart, type PosProduct, type PosProductQuery } from "~/api/pos/products";
import { errorText } from "~/ui/feedback/error-text";
import { useDelayedFlag } from "~/ui/list-page/busy";
import { CatalogFilters } from "./catalog-filters";
import type { AddVariant } from "./product-card";
import { ProductGrid, ProductGridSkeleton } from "./product-grid";
import { handleScan, scanQueue, type ScanOutcome } from "./scanner";
import { useSearchKey } from "./search-key";
import { usePosProducts } from "./use-pos-products";
import { variantLabel } from "./variants";

/*
 * The point of sale's left pane (admin-screens §7.1): search, category and brand, the product cards
 * and their own pagination (not in the URL: the cashier's screen stays /pos/manager). Built for a
 * keyboard and a barcode scanner: `/` comes back to the search, Enter on a code adds its variant.
 * The search field is uncontrolled: a keystroke re-renders nothing until the debounced query changes.
 */

/** A cashier types fast and reads the cards at once: shorter than the lists' 300 ms (and the original's 700). */
export const POS_SEARCH_DEBOUNCE_MS = 250;

const EMPTY_QUERY: PosProductQuery = { q: "", category: "", brand: "", page: 1 };

/** What went into the cart, for the checkout to highlight and announce (`seq` tells two equal additions apart). */
export interface AddedItem {
  productId: number;
  inventoryId: number;
  /** The title with its variant, as the announcement says it: "Camicia (Rosso, S)". */
  title: string;
  seq: number;
}

export interface ProductBrowserProps {
  /** Bumped by the checkout after each sale: the cards (their stock) are loaded again. */
  stockKey: number;
  /** Called after a line went into the cart (the checkout then reloads the cart and highlights the line). */
  onAdded: (item: AddedItem) => void;
  /** Receives the search field, for the screen's own keys. */
  searchRef?: RefObject<HTMLInputElement | null>;
}

type ScanNote = { tone: "info" | "error"; text: string } | null;

export function ProductBrowser({ stockKey, onAdded, searchRef }: ProductBrowserProps): ReactElement {
  const { t } = useTranslation();
  const ownRef = useRef<HTMLInputElement | null>(null);
  const input = searchRef ?? ownRef;
  useSearchKey(input);

  const [query, setQuery] = useState<PosProductQuery>(EMPTY_QUERY);
  const latestQuery = useRef(query);
  latestQuery.current = query;
  const products = usePosProducts(query, stockKey);
  const showLoading = useDelayedFlag(products.loading);
  const [scanNote, setScanNote] = useState<ScanNote>(null);

  const applyText = useDebouncedCallback((value: string) => {
    setQuery((previous) => (previous.q === value.trim() ? previous : { ...previous, q: value.trim(), page: 1 }));
  }, POS_SEARCH_DEBOUNCE_MS);

  // Stable for the memoised cards: the latest onAdded and language are read through refs.
  const onAddedRef = useRef(onAdded);
  onAddedRef.current = onAdded;
  const tRef = useRef(t);
  tRef.current = t;
  const additions = useRef(0);
  const addVariant = useCallback<AddVariant>(async (product, variant, quantity) => {
    const say = tRef.current;
    try {
      await addToPosCart({ product_id: product.id, inventory_id: variant.id, quantity });
    } catch (error) {
      return errorText(error, say, "pos.browser.addFailed");
    }
    // Said by the cart (its line lights up, a polite announcement), not by a pop-up over the cards.
    const label = variantLabel(variant);
    const title = label ? `${product.title} (${label})` : product.title;
    onAddedRef.current({ productId: product.id, inventoryId: variant.id, title, seq: ++additions.current });
    return null;
  }, []);

  const setCategory = useCallback((category: string) => setQuery((previous) => ({ ...previous, category, page: 1 })), []);
  const setBrand = useCallback((brand: string) => setQuery((previous) => ({ ...previous, brand, page: 1 })), []);

  const setSearchText = (value: string) => {
    if (input.current) input.current.value = value;
  };

  const clearAll = () => {
    applyText.cancel();
    setSearchText("");
    setScanNote(null);
    setQuery(EMPTY_QUERY);
    input.current?.focus();
  };

  const enqueueScan = useMemo(() => scanQueue(), []);
  const settleScan = (code: string, outcome: ScanOutcome) => {
    const say = tRef.current;
    const current = latestQuery.current;
    if (outcome.kind === "added" || outcome.kind === "refused") {
      setScanNote(
        outcome.kind === "refused" ? { tone: "error", text: say("pos.browser.scanFailed", { sku: code, message: outcome.message }) } : null,
      );
      if (current.q !== "") setQuery({ ...current, q: "", page: 1 });
      return;
    }
    // Not a SKU (or no answer): the code goes back in the field as a search, unless more was typed.
    if (input.current && input.current.value === "") setSearchText(code);
    if (outcome.kind === "failed") {
      setScanNote({ tone: "error", text: errorText(outcome.error, say, "pos.browser.loadFailed") });
      return;
    }
    setScanNote(outcome.page.total === 0 ? { tone: "info", text: say("pos.browser.noSku", { sku: code }) } : null);
    const shown = { ...current, q: code, page: 1 };
    // Without a category or brand the look-up's answer is exactly the results: shown without asking again.
    if (current.category === "" && current.brand === "") products.show(shown, outcome.page);
    setQuery(shown);
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const code = event.currentTarget.value.trim();
    if (code === "") return;
    applyText.cancel();
    // Cleared at once: the scanner's next code must start in an empty field.
    setSearchText("");
    setScanNote(null);
    void enqueueScan(async () => settleScan(code, await handleScan(code, addVariant)));
  };

  const page = products.page;
  const filtered = query.q !== "" || query.category !== "" || query.brand !== "";
  const rows: readonly PosProduct[] = page?.data ?? NO_PRODUCTS;

  return (
    <Stack gap="xs" component="section" aria-label={t("pos.browser.pane")} data-pos-browser="" className="pos-till-pane">
      <Group gap="sm" align="flex-end">
        <TextInput
          // React 18's types want RefObject<HTMLInputElement>; the interface's ref may hold null, as every ref does.
          ref={input as RefObject<HTMLInputElement>}
          type="search"
          label={t("pos.browser.search")}
          placeholder={t("pos.browser.searchPlaceholder")}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          defaultValue=""
          autoComplete="off"
          aria-keyshortcuts="/"
          onChange={(event) => {
            applyText(event.currentTarget.value);
            if (scanNote) setScanNote(null);
          }}
          onKeyDown={onSearchKey}
          error={scanNote?.tone === "error" ? scanNote.text : undefined}
          description={scanNote?.tone === "info" ? scanNote.text : undefined}
          style={{ flex: "2 1 11rem" }}
          data-pos-search=""
        />
        <CatalogFilters category={query.category} brand={query.brand} onCategory={setCategory} onBrand={setBrand} />
        <Button variant="default" onClick={clearAll}>
          {t("pos.browser.clear")}
        </Button>
      </Group>

      {/* The cards scroll on their own: the search above and the cart beside them stay put. */}
      <Stack gap="sm" className="pos-till-scroll" data-testid="pos-products-scroll">
        {products.error !== null ? (
          <Alert color="red" title={t("pos.browser.loadFailed")} role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{errorText(products.error, t, "pos.browser.loadFailed")}</Text>
              <Button size="xs" onClick={products.retry} loading={products.loading}>
                {t("list.retry")}
              </Button>
            </Stack>
          </Alert>
        ) : null}

        {/* The placeholders from the first render, not after the loading delay: they hold the cards'
            room, so nothing below them (the cart on a phone) moves when the cards come. */}
        {page === null ? (
          products.error === null ? (
            <ProductGridSkeleton />
          ) : null
        ) : (
          <Box pos="relative" aria-busy={products.loading}>
            <LoadingOverlay visible={showLoading} zIndex={2} overlayProps={{ blur: 1 }} />
            {rows.length === 0 ? (
              <Text c="dimmed" py="lg" ta="center">
                {filtered ? t("pos.browser.emptyFiltered") : t("pos.browser.empty")}
              </Text>
            ) : (
              <ProductGrid products={rows} onAdd={addVariant} />
            )}
          </Box>
        )}

        <Group justify="space-between" gap="xs" component="footer">
          <Stack gap={2}>
            {page ? (
              <Text size="sm" c="dimmed" role="status">
                {t("pos.browser.found", { count: page.total })}
                {page.last_page > 1 ? ` · ${t("list.pageOf", { page: Math.min(query.page, page.last_page), pages: page.last_page })}` : ""}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              <Kbd>/</Kbd> {t("pos.browser.keysSearch")} · <Kbd>↵</Kbd> {t("pos.browser.keysScan")}
            </Text>
          </Stack>
          {page && page.last_page > 1 ? (
            <Box component="nav" aria-label={t("pos.browser.pages")}>
              <Pagination
                total={page.last_page}
                value={Math.min(query.page, page.last_page)}
                onChange={(next) => setQuery((previous) => ({ ...previous, page: next }))}
                siblings={0}
                boundaries={1}
                getItemProps={(n) => ({
                  "aria-label": t("list.goToPage", { page: n }),
                  "aria-current": n === query.page ? "page" : undefined,
                })}
                getControlProps={(control) => ({ "aria-label": t(PAGE_CONTROLS[control]) })}
              />
            </Box>
          ) : null}
        </Group>
      </Stack>
    </Stack>
  );
}

const NO_PRODUCTS: readonly PosProduct[] = [];

const PAGE_CONTROLS = { previous: "list.previousPage", next: "list.nextPage", first: "list.firstPage", last: "list.lastPage" } as const;
