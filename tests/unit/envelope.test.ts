// @vitest-environment node
import { describe, expect, it } from "vitest";
import { NOT_FOUND_TEXT, decodeEnvelope, isEnvelope } from "~/api/envelope";
import { ApiError, UnauthenticatedError } from "~/api/errors";

const envelope = (status: number, data: unknown, message = "") => ({ data, status, token: null, message });

/** Runs the decoder where it must fail and returns the ApiError it threw. */
function decodeError(httpStatus: number, body: unknown): ApiError {
  try {
    decodeEnvelope(httpStatus, body);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error("expected decodeEnvelope to throw");
}

describe("decodeEnvelope", () => {
  it("returns the data of a body status 200", () => {
    const data = { rows: [{ id: 1 }], total: 1 };
    expect(decodeEnvelope(200, envelope(200, data))).toEqual(data);
  });

  it("returns data for status 200 even when it is null or a list", () => {
    expect(decodeEnvelope(200, envelope(200, null))).toBeNull();
    expect(decodeEnvelope(200, envelope(200, [1, 2]))).toEqual([1, 2]);
  });

  it("turns body status 201 into a 422 validation error with field errors", () => {
    const error = decodeError(200, envelope(201, { title: ["The title field is required."] }));
    expect(error.status).toBe(422);
    expect(error.isValidation).toBe(true);
    expect(error.fieldErrors).toEqual({ title: ["The title field is required."] });
    expect(error.message).toBe("The title field is required.");
  });

  it("prefers the envelope's message for a validation error when there is one", () => {
    const error = decodeError(200, envelope(201, { slug: ["Taken."] }, "Please check the form."));
    expect(error.message).toBe("Please check the form.");
    expect(error.fieldErrors.slug).toEqual(["Taken."]);
  });

  it("reads not-found variant A (status 201 with the form error) as 404", () => {
    const error = decodeError(200, envelope(201, { form: [NOT_FOUND_TEXT] }));
    expect(NOT_FOUND_TEXT).toBe("We couldn't found anything.");
    expect(error.status).toBe(404);
  });

  it("reads not-found variant B (status 200 with the form error and message) as 404", () => {
    const error = decodeError(200, envelope(200, { form: [NOT_FOUND_TEXT] }, NOT_FOUND_TEXT));
    expect(error.status).toBe(404);
    expect(error.fieldErrors.form).toEqual([NOT_FOUND_TEXT]);
  });

  it("turns body status 403 into a 403 error", () => {
    const error = decodeError(200, envelope(403, null, "Unauthorized access."));
    expect(error.status).toBe(403);
    expect(error.message).toBe("Unauthorized access.");
  });

  it("turns body status 204 into an unauthenticated error (401)", () => {
    const error = decodeError(200, envelope(204, null, "Unauthenticated."));
    expect(error).toBeInstanceOf(UnauthenticatedError);
    expect(error.status).toBe(401);
  });

  it("treats a plain HTTP 401 (e.g. from a gateway) like body status 204", () => {
    const error = decodeError(401, { message: "Unauthorized" });
    expect(error).toBeInstanceOf(UnauthenticatedError);
    expect(error.status).toBe(401);
  });

  it.each([429, 404, 405, 500])("keeps HTTP %i when the body is not an envelope", (httpStatus) => {
    const error = decodeError(httpStatus, { message: "Too Many Attempts." });
    expect(error).not.toBeInstanceOf(UnauthenticatedError);
    expect(error.status).toBe(httpStatus);
  });

  it("uses the body's message of a non-envelope answer, or names the HTTP status", () => {
    expect(decodeError(429, { message: "Too Many Attempts." }).message).toBe("Too Many Attempts.");
    expect(decodeError(500, "<html>Server Error</html>").message).toContain("500");
  });

  it("treats a 2xx answer that is not an envelope as a server error", () => {
    expect(decodeError(200, "<html>welcome</html>").status).toBe(500);
    expect(decodeError(200, { data: [] }).status).toBe(500);
  });

  it("flattens nested cart stock errors into the field's list, and keeps them by cart row", () => {
    const error = decodeError(
      200,
      envelope(201, { product: { "12": ["Red shirt is out of stock."], "15": ["Blue cap is out of stock."] }, form: ["x"] }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldErrors.product).toEqual(["Red shirt is out of stock.", "Blue cap is out of stock."]);
    expect(error.keyedErrors).toEqual({ product: { "12": ["Red shirt is out of stock."], "15": ["Blue cap is out of stock."] } });
  });

  it("recognises the envelope shape", () => {
    expect(isEnvelope(envelope(200, null))).toBe(true);
    expect(isEnvelope({ status: "200", data: null })).toBe(false);
    expect(isEnvelope(null)).toBe(false);
  });
});
