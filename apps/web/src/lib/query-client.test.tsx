import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { createQueryClient, shouldRetryQuery } from "./query-client";

function renderQuery(queryFn: () => Promise<unknown>) {
  const client = createQueryClient();
  return renderHook(() => useQuery({ queryKey: ["subject"], queryFn }), {
    wrapper: ({ children }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });
}

describe("the app's query client", () => {
  it("shows 'not found' at once instead of retrying it for seconds", async () => {
    const queryFn = vi.fn(async () => {
      throw new ApiError("Contract not found or access denied", 404, "not_found");
    });
    const { result } = renderQuery(queryFn);
    // The first retry alone would wait 1 s, longer than waitFor's 1 s limit.
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 500 });
    expect(result.current.error?.message).toBe("Contract not found or access denied");
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it("retries what may pass next time: network errors, 5xx, 408 and 429, up to 3 times", () => {
    expect(shouldRetryQuery(0, new TypeError("Failed to fetch"))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError("down", 503))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError("slow", 408))).toBe(true);
    expect(shouldRetryQuery(2, new ApiError("later", 429))).toBe(true);
    expect(shouldRetryQuery(3, new ApiError("down", 503))).toBe(false);
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(shouldRetryQuery(0, new ApiError("refused", status))).toBe(false);
    }
  });
});
