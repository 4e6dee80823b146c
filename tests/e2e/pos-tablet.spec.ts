import { expect, test } from "./support/fixtures";
import { superadmin } from "./support/accounts";
import { ShopApi } from "./support/api";
import { seriousViolations } from "./support/axe";
import { layoutProblems } from "./support/layout-checks";
import { createCashier, createPosProduct, latestOrderOf, quoteOf, stockOf } from "./support/pos-manager";
import { boxOf, openDevice, PHONE, TABLET_LANDSCAPE, TABLET_PORTRAIT, TillPage, type Screen } from "./support/pos-tablet";

/*
 * The till on a tablet: a whole sale at 1024×768 by touch without scrolling the page (a scanned
 * item, two tapped, one a variant: each shows as a lit line in the cart while the totals and
 * Confirm stay in view, no pop-up), eight cards in view, the cart beside the products in portrait,
 * 44 px targets, no cut text on laptops and desktops, the cart bar of a phone, and the web app
 * manifest that installs the till on a home screen. Each test sells as a cashier of its own.
 */

test.describe("the till on a tablet", () => {
  test("1024×768 by touch: a scanned item and two tapped ones go into the cart in view, lit, without pop-ups; a cash sale; the stock goes down", async ({
    browser,
    baseURL,
    request,
  }) => {
    const admin = await ShopApi.signIn(request, baseURL!, superadmin);
    const cashier = await createCashier(admin, baseURL!);
    const scanned = await createPosProduct(admin, { stock: 5, selling: 12 });
    const shirt = await createPosProduct(admin, { colours: ["Rosso", "Blu"], stock: 4, selling: 30 });
    const mug = await createPosProduct(admin, { stock: 6, selling: 8 });
    const [, blue] = shirt.variants;
    const page = await openDevice(browser, TABLET_LANDSCAPE, cashier.account);
    const till = new TillPage(page);
    await till.open();
    await expect(till.pane().getByTestId("pos-cart-empty")).toBeVisible();
    await expect(till.confirmButton()).toBeInViewport({ ratio: 1 });

    // The scanner types the SKU into the search and presses Enter.
    await till.scan(scanned.variants[0].sku);
    await till.expectAddedInView(till.line(scanned.title), scanned.title);
    await expect(till.search()).toHaveValue("");

    // A variant, chosen and tapped on its card.
    await till.find(shirt.title);
    await till.card(shirt.title).getByRole("combobox").selectOption({ label: "Blu" });
    await till.addButton(shirt.title).tap();
    await till.expectAddedInView(till.line(shirt.title, "Blu"), `${shirt.title} (Blu)`);

    // A plain product: its card's + makes two, one tap of Add puts both in.
    await till.find(mug.title);
    await till
      .card(mug.title)
      .getByRole("button", { name: `Aumenta la quantità di ${mug.title}` })
      .tap();
    await expect(till.card(mug.title).getByRole("textbox", { name: "Quantità" })).toHaveValue("2");
    await till.addButton(mug.title).tap();
    const mugLine = till.line(mug.title);
    await till.expectAddedInView(mugLine, mug.title);
    await expect(till.quantity(mugLine)).toHaveText("2");
    await expect(till.lines()).toHaveCount(3);
    // Only the latest line is lit.
    await expect(till.justAdded()).toHaveCount(1);
    // The page itself never scrolled: the panes scroll on their own.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await till.expectTotalsOf(() => quoteOf(cashier.api));
    await expect(till.payment("Contanti")).toBeChecked();
    const quote = await quoteOf(cashier.api);
    await till.confirmButton().tap();
    await expect(till.receipt()).toBeVisible();
    const order = await latestOrderOf(admin, cashier.id);
    await expect(till.receipt()).toContainText(order.order);
    expect(Number(order.total_amount)).toBe(quote.calculated.total_price);
    expect(order.pos_order?.payment_method).toBe(1);
    expect(order.user_id).toBeNull();
    expect(await stockOf(admin, scanned.id)).toEqual({ [scanned.variants[0].id]: 4 });
    expect(await stockOf(admin, shirt.id)).toEqual({ [shirt.variants[0].id]: 4, [blue.id]: 3 });
    expect(await stockOf(admin, mug.id)).toEqual({ [mug.variants[0].id]: 4 });
    await page.context().close();
  });

  test("1024×768: eight cards in view, the cart beside them; 768×1024: still beside; 44 px targets on the till in both", async ({
    browser,
    baseURL,
    request,
  }) => {
    const admin = await ShopApi.signIn(request, baseURL!, superadmin);
    const cashier = await createCashier(admin, baseURL!);
    const product = await createPosProduct(admin, { colours: ["Rosso", "Blu"], stock: 3 });
    await cashier.api.ok("POST", "cart/action", { product_id: product.id, inventory_id: product.variants[0].id, quantity: 1 });

    for (const screen of [TABLET_LANDSCAPE, TABLET_PORTRAIT]) {
      const page = await openDevice(browser, screen, cashier.account);
      const till = new TillPage(page);
      await till.open();
      await expect(till.cards().first()).toBeVisible();
      await expect(till.lines()).toHaveCount(1);
      await expect(till.total("total")).toBeVisible();
      const size = `${screen.width}×${screen.height}`;

      const products = await boxOf(till.productPane());
      const cart = await boxOf(till.pane());
      expect(cart.left, `${size}: the cart right of the products`).toBeGreaterThanOrEqual(products.right);
      expect(Math.abs(cart.top - products.top), `${size}: side by side`).toBeLessThanOrEqual(1);
      expect(cart.bottom, `${size}: the cart ends in the window`).toBeLessThanOrEqual(screen.height);
      await expect(till.confirmButton()).toBeInViewport({ ratio: 1 });
      await expect(till.total("total")).toBeInViewport({ ratio: 1 });
      if (screen === TABLET_LANDSCAPE) expect(await till.cardsFullyShown(), size).toBeGreaterThanOrEqual(8);

      // The till's own controls at 44 px (the shell's header and the page's breadcrumb keep the
      // panel's 24: app/shell, not the till's); no sideways scroll, no cut text on the whole page.
      expect(await layoutProblems(page, { minTarget: 44, within: "[data-testid=pos-till]" }), size).toEqual([]);
      await page.context().close();
    }
  });

  test("no cut text and no sideways scroll on laptops and desktops (1024 to 1920 px, mouse)", async ({ browser, baseURL, request }) => {
    const admin = await ShopApi.signIn(request, baseURL!, superadmin);
    const cashier = await createCashier(admin, baseURL!);
    const sizes: Screen[] = [
      { width: 1024, height: 768, touch: false },
      { width: 1366, height: 768, touch: false },
      { width: 1400, height: 900, touch: false },
      { width: 1920, height: 1080, touch: false },
    ];
    for (const screen of sizes) {
      const page = await openDevice(browser, screen, cashier.account);
      const till = new TillPage(page);
      await till.open();
      await expect(till.cards().first()).toBeVisible();
      // Each Add button says its word where the card has room for it.
      await expect(
        till
          .cards()
          .first()
          .getByRole("button", { name: /^Aggiungi / }),
      ).toContainText("Aggiungi");
      expect(await layoutProblems(page, { minTarget: 0 }), `${screen.width}×${screen.height}`).toEqual([]);
      await page.context().close();
    }
  });

  test("a phone stacks the panes; the cart bar says the count and total and takes the cashier to the cart", async ({
    browser,
    baseURL,
    request,
  }) => {
    const admin = await ShopApi.signIn(request, baseURL!, superadmin);
    const cashier = await createCashier(admin, baseURL!);
    const product = await createPosProduct(admin, { stock: 5, selling: 10 });
    await cashier.api.ok("POST", "cart/action", { product_id: product.id, inventory_id: product.variants[0].id, quantity: 2 });
    const page = await openDevice(browser, PHONE, cashier.account);
    const till = new TillPage(page);
    await till.open();
    const bar = page.getByTestId("pos-cart-bar");
    await expect(bar).toBeInViewport({ ratio: 1 });
    const quote = await quoteOf(cashier.api);
    await expect(bar).toContainText("2 articoli");
    await expect(bar).toContainText(quote.calculated.total_price.toFixed(2).replace(".", ","));
    expect((await boxOf(till.pane())).top).toBeGreaterThan((await boxOf(till.productPane())).bottom - 1);
    await expect(till.pane().getByRole("heading", { name: "Carrello e pagamento" })).not.toBeInViewport();
    await bar.tap();
    await expect(till.pane().getByRole("heading", { name: "Carrello e pagamento" })).toBeInViewport();
    await expect(till.pane().getByRole("heading", { name: "Carrello e pagamento" })).toBeFocused();
    await page.context().close();
  });
});

test.describe("the installable till", () => {
  test("the web app manifest: the till as start, standalone, its icons as images; linked by the page; allowed by the CSP", async ({
    page,
    request,
    baseURL,
  }) => {
    const manifestUrl = new URL("manifest.webmanifest", baseURL).href;
    const answer = await request.get(manifestUrl);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = JSON.parse(await answer.text()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest.name).toContain("Cassa");
    expect(manifest.short_name).toBe("Cassa");
    // Relative to the manifest, so one bundle serves any base path; here the panel's /admin/.
    expect(new URL(manifest.start_url, manifestUrl).pathname).toBe("/admin/pos/manager");
    expect(new URL(manifest.scope, manifestUrl).pathname).toBe("/admin/");
    expect(manifest.display).toBe("standalone");
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`).sort()).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of manifest.icons) {
      const image = await request.get(new URL(icon.src, manifestUrl).href);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()["content-type"], icon.src).toBe("image/png");
      const bytes = await image.body();
      // A PNG of the size the manifest says (the IHDR's width and height).
      expect(bytes.subarray(1, 4).toString("ascii"), icon.src).toBe("PNG");
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }

    await new TillPage(page).open();
    const linked = await page.locator("link[rel=manifest]").getAttribute("href");
    expect(new URL(linked ?? "", page.url()).href).toBe(manifestUrl);
    await expect(page.locator("meta[name=theme-color]")).toHaveAttribute("content", manifest.theme_color);
    const touchIcon = await page.locator("link[rel=apple-touch-icon]").getAttribute("href");
    const touchAnswer = await request.get(new URL(touchIcon ?? "", page.url()).href);
    expect(touchAnswer.headers()["content-type"]).toBe("image/png");

    // The document's CSP lets the manifest load: its own directive, or default-src, allows the panel's origin.
    const policy = (await request.get(new URL("pos/manager", baseURL).href)).headers()["content-security-policy"] ?? "";
    const directives = new Map(
      policy
        .split(";")
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(directives.get("manifest-src") ?? directives.get("default-src")).toContain("'self'");
  });
});
