import { act, cleanup, render } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/*
 * A screen's module that will not load (a deploy removed it), as Remix's module loader reports it to
 * the guard (window.__adminPanelReloadOnce, see vite.config.ts): where the guard sends the page. It
 * learns where the router is going from the router's public state, not from Remix's globals.
 */

const BASE = import.meta.env.BASE_URL.replace(/\/$/, "");

type Modules = {
  guard: typeof import("~/routing/chunk-reload");
  link: typeof import("~/routing/in-app-link");
};

// Fresh modules per test: the guard remembers whether a link has fetched code ahead yet.
let modules: Modules;
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
let reload: ReturnType<typeof vi.fn<() => void>>;

beforeEach(async () => {
  vi.resetModules();
  modules = { guard: await import("~/routing/chunk-reload"), link: await import("~/routing/in-app-link") };
  modules.guard.installChunkReloadGuard();
  assign = vi.fn<(url: string | URL) => void>();
  reload = vi.fn<() => void>();
  vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign, reload });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A router under the provider, with a screen whose loader waits until the test lets it finish. */
function setUp() {
  const { StableNavigateProvider } = modules.link;
  let finish: (value: null) => void = () => undefined;
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <StableNavigateProvider>
            <Outlet />
          </StableNavigateProvider>
        ),
        children: [
          { path: "dashboard", element: <p>dashboard</p> },
          { path: "brands", loader: () => new Promise<null>((resolve) => (finish = resolve)), element: <p>brands</p> },
        ],
      },
    ],
    // Under the panel's base, as in the browser: the router's pending location carries it.
    { basename: "/admin", initialEntries: ["/admin/dashboard"] },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return { router, finish: () => finish(null) };
}

const routeModuleFailed = () => window.__adminPanelReloadOnce?.();

describe("a screen's module that fails to load", () => {
  it("during a navigation, loads the page being navigated to, as the router's state says", async () => {
    const { router } = setUp();
    // Not through the app's navigate: as back/forward or a redirect would start it.
    await act(async () => void router.navigate("/brands?page=2"));
    expect(router.state.navigation.state).toBe("loading");
    expect(routeModuleFailed()).toBe(true);
    expect(assign).toHaveBeenCalledWith("/admin/brands?page=2");
    expect(reload).not.toHaveBeenCalled();
  });

  it("during a navigation started by the app, knows its target before the router's state is rendered", () => {
    let navigate: ReturnType<typeof modules.link.useStableNavigate> | null = null;
    function Grab() {
      navigate = modules.link.useStableNavigate();
      return null;
    }
    const { StableNavigateProvider } = modules.link;
    const element = (
      <StableNavigateProvider>
        <Grab />
      </StableNavigateProvider>
    );
    render(<RouterProvider router={createMemoryRouter([{ path: "*", element }])} future={{ v7_startTransition: true }} />);
    // No act(): React has not rendered the router's new state when the module fails.
    navigate!("/brands");
    expect(routeModuleFailed()).toBe(true);
    expect(assign).toHaveBeenCalledWith(`${BASE}/brands`);
  });

  it("at start-up, before any link fetched code ahead, reloads the page", () => {
    setUp();
    expect(routeModuleFailed()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it("once links fetch screens' code ahead, with no navigation under way, is such a prefetch: the page stays", async () => {
    const { router, finish } = setUp();
    modules.guard.noteCodePrefetch();
    expect(routeModuleFailed()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // The click that follows is a navigation: it reloads towards its target.
    await act(async () => void router.navigate("/brands"));
    expect(routeModuleFailed()).toBe(true);
    expect(assign).toHaveBeenCalledWith("/admin/brands");
    await act(async () => finish());
  });
});
