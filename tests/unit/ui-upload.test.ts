import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApi, http } from "~/api/client";
import { ApiError, DemoModeError, UnauthenticatedError } from "~/api/errors";
import { setRuntimeConfig } from "~/config";
import { envelopeResponse, mockFetch } from "./support/fetch";

/** A stand-in XMLHttpRequest: records what is sent, answers with the given status and body. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static answer = { status: 200, body: "" };
  method = "";
  url = "";
  headers: Record<string, string> = {};
  status = 0;
  responseText = "";
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return null;
  }
  abort() {
    this.onabort?.();
  }
  send() {
    FakeXhr.sent.push(this);
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    this.status = FakeXhr.answer.status;
    this.responseText = FakeXhr.answer.body;
    this.onload?.();
  }
}

const envelope = (status: number, data: unknown, message = "") => JSON.stringify({ data, status, token: null, message });
const signedOut = vi.fn();

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  signedOut.mockReset();
  configureApi({ authorize: () => "tok.en.x", onUnauthenticated: signedOut });
});

afterEach(() => {
  setRuntimeConfig({ demo: false });
  configureApi({ authorize: () => null, onUnauthenticated: () => undefined });
});

const photo = () => {
  const body = new FormData();
  body.append("photo", new Blob(["x"], { type: "image/png" }), "a.png");
  return body;
};

describe("uploads through the API client", () => {
  it("demo mode refuses the upload before anything is sent", async () => {
    setRuntimeConfig({ demo: true });
    await expect(http.upload("brand/upload", photo())).rejects.toBeInstanceOf(DemoModeError);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("a signed-out answer rejects and resets the session like any other call", async () => {
    FakeXhr.answer = { status: 200, body: envelope(204, null, "Unauthenticated.") };
    await expect(http.upload("brand/upload", photo())).rejects.toBeInstanceOf(UnauthenticatedError);
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it("sends the token, reports progress and answers the record", async () => {
    FakeXhr.answer = { status: 200, body: envelope(200, { id: 7, image: "a.png" }) };
    const progress: number[] = [];
    await expect(http.upload("brand/upload", photo(), { onProgress: (p) => progress.push(p) })).resolves.toEqual({ id: 7, image: "a.png" });
    expect(FakeXhr.sent[0]).toMatchObject({
      method: "POST",
      url: "/api/admin/brand/upload",
      headers: { Authorization: "Bearer tok.en.x" },
    });
    expect(progress).toEqual([50]);
  });

  it("the server's validation messages come back as field errors", async () => {
    FakeXhr.answer = { status: 200, body: envelope(201, { photo: ["The photo must be an image."] }) };
    const failure = await http.upload("brand/upload", photo()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).fieldErrors).toEqual({ photo: ["The photo must be an image."] });
    expect(signedOut).not.toHaveBeenCalled();
  });
});

describe("downloads through the API client", () => {
  it("answers the file and its name", async () => {
    mockFetch(
      () =>
        new Response("Title\r\n", {
          headers: { "content-type": "text/csv", "content-disposition": 'attachment; filename="products.csv"' },
        }),
    );
    const file = await http.download("bulk/export", "text/csv");
    expect(file.fileName).toBe("products.csv");
    expect(await file.blob.text()).toBe("Title\r\n");
  });

  it("a signed-out answer rejects and resets the session", async () => {
    mockFetch(() => envelopeResponse({ data: null, status: 204, message: "Unauthenticated." }));
    await expect(http.download("bulk/export", "text/csv")).rejects.toBeInstanceOf(UnauthenticatedError);
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it("a refusal's envelope carries the server's message", async () => {
    mockFetch(() => envelopeResponse({ data: null, status: 403, message: "Unauthorized access." }));
    await expect(http.download("bulk/export", "text/csv")).rejects.toMatchObject({ status: 403, message: "Unauthorized access." });
  });
});
