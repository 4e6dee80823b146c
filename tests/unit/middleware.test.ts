// @vitest-environment node
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { gateMiddleware, screenGate } from "~/routing/screen-gate";
import { isValidIdParam, optionalIdScreens, screenById } from "~/routing/screens";
import { __clearMiddlewareForTests, defineMiddleware, runMiddleware, type MiddlewareContext } from "~/session/middleware";
import { routeLoader } from "~/session/route-loader";

function loaderArgs(request: Request, params: Record<string, string> = {}): ClientLoaderFunctionArgs {
  return { request, params, context: undefined, serverLoader: async () => null } as unknown as ClientLoaderFunctionArgs;
}

function contextFor(request: Request) {
  return { request, params: {}, url: new URL(request.url) };
}

/** Awaits a promise that must reject with a Response and hands that Response back. */
async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  const error = await promise.then(
    () => {
      throw new Error("expected a thrown Response, but the promise resolved");
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(Response);
  return error as Response;
}

/** Registers fakes that record, in order, which middleware ran and with which argument. */
function recordingMiddleware(...names: string[]) {
  const log: string[] = [];
  for (const name of names) {
    defineMiddleware(name, ({ arg }: MiddlewareContext) => {
      log.push(arg === undefined ? name : `${name}(${arg})`);
    });
  }
  return log;
}

beforeEach(() => __clearMiddlewareForTests());

describe("named middleware", () => {
  it("answers an unknown name with a 500 Response naming it", async () => {
    recordingMiddleware("i18n");
    const response = await thrownResponse(runMiddleware(["nope"], contextFor(new Request("http://panel.test/"))));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ messageKey: "errors.unknownMiddleware", params: { name: "nope" } });
  });

  it("runs the default i18n middleware on a route that names none", async () => {
    const log = recordingMiddleware("i18n");
    await routeLoader({})(loaderArgs(new Request("http://panel.test/dashboard")));
    expect(log).toEqual(["i18n"]);
  });

  it("needs the i18n middleware on every route: unregistered, every route fails with 500", async () => {
    const response = await thrownResponse(routeLoader({})(loaderArgs(new Request("http://panel.test/"))));
    expect(response.status).toBe(500);
    expect((await response.json()).params).toEqual({ name: "i18n" });
  });

  it("runs i18n first, then the named middleware in order", async () => {
    const log = recordingMiddleware("i18n", "auth", "audit");
    await runMiddleware(["audit", "auth"], contextFor(new Request("http://panel.test/")));
    expect(log).toEqual(["i18n", "audit", "auth"]);
  });

  it("passes the part after the colon as the argument", async () => {
    const log = recordingMiddleware("i18n", "can");
    await runMiddleware(["can:product.view|product.create"], contextFor(new Request("http://panel.test/")));
    expect(log).toEqual(["i18n", "can(product.view|product.create)"]);
  });

  it("gives the middleware the request's URL and params", async () => {
    recordingMiddleware("i18n");
    const seen = vi.fn<(context: MiddlewareContext) => void>();
    defineMiddleware("probe", seen);
    const request = new Request("http://panel.test/products/5?tab=stock");
    await routeLoader({ middleware: ["probe"] })(loaderArgs(request, { id: "5" }));
    const context = seen.mock.calls[0][0];
    expect(context.request).toBe(request);
    expect(context.url.pathname).toBe("/products/5");
    expect(context.url.searchParams.get("tab")).toBe("stock");
    expect(context.params).toEqual({ id: "5" });
  });

  it("runs each middleware once per Request, even for loaders running in parallel", async () => {
    const log = recordingMiddleware("i18n", "auth");
    const parent = routeLoader({ middleware: ["auth"], load: () => "layout" });
    const child = routeLoader({ middleware: ["auth"], load: () => "page" });

    const navigation = new Request("http://panel.test/orders");
    await expect(Promise.all([parent(loaderArgs(navigation)), child(loaderArgs(navigation))])).resolves.toEqual(["layout", "page"]);
    expect(log).toEqual(["i18n", "auth"]);

    await child(loaderArgs(new Request("http://panel.test/orders")));
    expect(log).toEqual(["i18n", "auth", "i18n", "auth"]);
  });

  it("stops every loader of a navigation when a shared middleware throws", async () => {
    recordingMiddleware("i18n");
    const denied = new Response(null, { status: 302, headers: { Location: "/login" } });
    const guard = vi.fn(() => {
      throw denied;
    });
    defineMiddleware("auth", guard);
    const load = vi.fn(() => "data");
    const loader = routeLoader({ middleware: ["auth"], load });
    const navigation = new Request("http://panel.test/orders");

    const [first, second] = await Promise.all([
      thrownResponse(loader(loaderArgs(navigation))),
      thrownResponse(loader(loaderArgs(navigation))),
    ]);
    for (const response of [first, second]) {
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/login");
    }
    // React Router rewrites a redirect's Location in place, so each loader needs its own copy.
    expect(first).not.toBe(second);
    expect(guard).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
  });
});

describe("routeLoader validation", () => {
  beforeEach(() => {
    recordingMiddleware("i18n");
  });
  const request = () => new Request("http://panel.test/products/5");

  it("answers 404 'errors.notFound' when validation returns false, without loading", async () => {
    const load = vi.fn(() => "data");
    const response = await thrownResponse(routeLoader({ validate: () => false, load })(loaderArgs(request())));
    expect(response.status).toBe(404);
    expect((await response.json()).messageKey).toBe("errors.notFound");
    expect(load).not.toHaveBeenCalled();
  });

  it("uses the status of a thrown object", async () => {
    const response = await thrownResponse(
      routeLoader({
        validate: () => {
          // eslint-disable-next-line @typescript-eslint/only-throw-error -- what some libraries throw, on purpose
          throw { status: 403 };
        },
      })(loaderArgs(request())),
    );
    expect(response.status).toBe(403);
    expect((await response.json()).messageKey).toBe("errors.forbidden");
  });

  it("answers 500 for a plain Error", async () => {
    const response = await thrownResponse(
      routeLoader({
        validate: async () => {
          throw new Error("boom");
        },
      })(loaderArgs(request())),
    );
    expect(response.status).toBe(500);
    expect((await response.json()).messageKey).toBe("errors.generic");
  });

  it("lets a thrown Response through unchanged", async () => {
    const teapot = new Response("short and stout", { status: 418 });
    const response = await thrownResponse(
      routeLoader({
        validate: () => {
          throw teapot;
        },
      })(loaderArgs(request())),
    );
    expect(response).toBe(teapot);
  });

  it("loads only after the middleware and the validation", async () => {
    const steps: string[] = [];
    defineMiddleware("auth", async () => {
      await Promise.resolve();
      steps.push("auth");
    });
    const loader = routeLoader({
      middleware: ["auth"],
      validate: async () => {
        steps.push("validate");
        return true;
      },
      load: ({ params }) => {
        steps.push("load");
        return { id: params.id };
      },
    });
    await expect(loader(loaderArgs(request(), { id: "5" }))).resolves.toEqual({ id: "5" });
    expect(steps).toEqual(["auth", "validate", "load"]);
  });

  it("starts an early load before the middleware has answered, and returns it once it has", async () => {
    const steps: string[] = [];
    let answerProfile = () => {};
    defineMiddleware("auth", () => new Promise<void>((resolve) => (answerProfile = resolve)).then(() => void steps.push("auth")));
    const loader = routeLoader({
      middleware: ["auth"],
      startEarly: () => true,
      load: () => {
        steps.push("load");
        return "rows";
      },
    });
    const result = loader(loaderArgs(request()));
    await vi.waitFor(() => expect(steps).toEqual(["load"]));
    answerProfile();
    await expect(result).resolves.toBe("rows");
    expect(steps).toEqual(["load", "auth"]);
  });

  it("drops an early load's answer when the gate refuses, failed or not", async () => {
    defineMiddleware("auth", async () => {
      throw new Response(null, { status: 403 });
    });
    for (const load of [() => "rows", () => Promise.reject(new Error("forbidden"))]) {
      const response = await thrownResponse(routeLoader({ middleware: ["auth"], startEarly: () => true, load })(loaderArgs(request())));
      expect(response.status).toBe(403);
    }
  });

  it("returns null for a route without data", async () => {
    await expect(routeLoader({ validate: () => true })(loaderArgs(request()))).resolves.toBeNull();
  });
});

describe("screen gates and id params", () => {
  it("sends guest screens through the guest middleware only", () => {
    expect(screenGate(screenById("login"), undefined)).toEqual({ audience: "guest" });
    expect(gateMiddleware(screenGate(screenById("forgot-password"), undefined))).toEqual(["guest"]);
  });

  it("needs product.create to add a product and product.view to open one", () => {
    const products = screenById("products.$id");
    expect(screenGate(products, "add")).toEqual({ audience: "user", anyOf: ["product.create"] });
    expect(screenGate(products, "5")).toEqual({ audience: "user", anyOf: ["product.view"] });
    expect(gateMiddleware(screenGate(products, "5"))).toEqual(["auth", { key: "can:product.view", run: expect.any(Function) }]);
  });

  it("opens bulk upload with view or create", () => {
    expect(screenGate(screenById("bulk-upload"), undefined)).toEqual({
      audience: "user",
      anyOf: ["bulk_upload.view", "bulk_upload.create"],
    });
  });

  it("does not treat orders/add as a create: orders cannot be created, the id is invalid", () => {
    const order = screenById("orders.$id");
    expect(screenGate(order, "add")).toEqual({ audience: "user", anyOf: ["order.view"] });
    expect(isValidIdParam(order, "add")).toBe(false);
    expect(isValidIdParam(order, "12")).toBe(true);
  });

  it("accepts add where the screen creates", () => {
    expect(isValidIdParam(screenById("products.$id"), "add")).toBe(true);
  });

  it.each(["abc", "0", "-1", "1e3", "05", "1.5", " 5", ""])("refuses the id %j", (id) => {
    expect(isValidIdParam(screenById("products.$id"), id)).toBe(false);
  });

  it("requires the id on required-id screens", () => {
    expect(isValidIdParam(screenById("products.$id"), undefined)).toBe(false);
  });

  it("lets optional-id screens open without an id", () => {
    expect(optionalIdScreens.length).toBeGreaterThan(0);
    for (const screen of optionalIdScreens) expect(isValidIdParam(screen, undefined)).toBe(true);
  });

  it("refuses any id on a screen without one", () => {
    expect(isValidIdParam(screenById("orders"), "5")).toBe(false);
    expect(isValidIdParam(screenById("orders"), undefined)).toBe(true);
  });
});
