import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { memo } from "react";
import { createMemoryRouter, Outlet, RouterProvider, useNavigate } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { InAppLink, StableNavigateProvider, useStableNavigate } from "~/routing/in-app-link";

afterEach(cleanup);

const BASE = import.meta.env.BASE_URL.replace(/\/$/, "");

/** Counts its renders; memoised without props, so only a context it reads can render it again. */
function renderCounter(useHook: () => unknown) {
  const renders = { count: 0 };
  const Counter = memo(function Counter() {
    useHook();
    renders.count += 1;
    return null;
  });
  return { renders, Counter };
}

function setUp(extra: React.ReactNode = null) {
  let resolveSlow: (value: null) => void = () => undefined;
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <StableNavigateProvider>
            {extra}
            <Outlet />
          </StableNavigateProvider>
        ),
        children: [
          { path: "a", element: <InAppLink to="/b?x=1">go</InAppLink> },
          { path: "b", element: <p>page b</p> },
          { path: "slow", loader: () => new Promise<null>((resolve) => (resolveSlow = resolve)), element: <p>slow page</p> },
        ],
      },
    ],
    { initialEntries: ["/a"] },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return { router, finishSlow: () => resolveSlow(null) };
}

describe("InAppLink", () => {
  it("is a real link to the in-app path, under the panel's base", () => {
    setUp();
    expect(screen.getByRole("link", { name: "go" }).getAttribute("href")).toBe(`${BASE}/b?x=1`);
  });

  it("navigates in the app on a plain click", async () => {
    const { router } = setUp();
    const link = screen.getByRole("link", { name: "go" });
    let notPrevented = true;
    await act(async () => {
      notPrevented = fireEvent.click(link);
    });
    expect(notPrevented).toBe(false);
    expect(router.state.location.pathname).toBe("/b");
    expect(router.state.location.search).toBe("?x=1");
    expect(screen.getByText("page b")).toBeTruthy();
  });

  it("leaves a modified click (new tab, new window) to the browser", async () => {
    const { router } = setUp();
    const link = screen.getByRole("link", { name: "go" });
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      let notPrevented = false;
      await act(async () => {
        notPrevented = fireEvent.click(link, modifier);
      });
      expect(notPrevented).toBe(true);
    }
    expect(router.state.location.pathname).toBe("/a");
  });
});

describe("useStableNavigate", () => {
  it("does not render its users again when the router's state changes, as useNavigate does", async () => {
    const stable = renderCounter(useStableNavigate);
    const routers = renderCounter(useNavigate);
    const { router, finishSlow } = setUp(
      <>
        <stable.Counter />
        <routers.Counter />
      </>,
    );
    expect(stable.renders.count).toBe(1);
    const before = routers.renders.count;
    // A navigation that loads (the router's state: loading, then idle at the new location).
    await act(async () => void router.navigate("/slow"));
    expect(router.state.navigation.state).toBe("loading");
    await act(async () => finishSlow());
    expect(screen.getByText("slow page")).toBeTruthy();
    expect(routers.renders.count).toBeGreaterThan(before);
    expect(stable.renders.count).toBe(1);
  });

  it("navigates to an in-app path", async () => {
    let navigate: ReturnType<typeof useStableNavigate> | null = null;
    function Grab() {
      navigate = useStableNavigate();
      return null;
    }
    const { router } = setUp(<Grab />);
    await act(async () => navigate!("/b", { replace: true }));
    expect(router.state.location.pathname).toBe("/b");
    expect(router.state.historyAction).toBe("REPLACE");
  });
});
