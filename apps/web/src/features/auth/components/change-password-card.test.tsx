import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChangePasswordCard } from "./change-password-card";

afterEach(() => vi.unstubAllGlobals());

function renderCard() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChangePasswordCard />
    </QueryClientProvider>,
  );
  return (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe("ChangePasswordCard", () => {
  it("checks the policy before sending, then posts the change", async () => {
    const fetch = vi.fn(async () => Response.json({ endedSessions: 2 }));
    vi.stubGlobal("fetch", fetch);
    const fill = renderCard();
    fill("Current password", "Old-password-1");
    fill("New password", "Abcdefgh");
    fill("Confirm new password", "Abcdefgh");
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Password must include: number");
    expect(fetch).not.toHaveBeenCalled();

    fill("New password", "Zebra7Lantern");
    fill("Confirm new password", "Zebra7Lantern");
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/auth/password");
    expect(JSON.parse(String(init.body))).toEqual({
      currentPassword: "Old-password-1",
      newPassword: "Zebra7Lantern",
    });
    await waitFor(() =>
      expect((screen.getByLabelText("New password") as HTMLInputElement).value).toBe(""),
    );
  });

  it("shows the server's refusal", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          { error: "Current password is incorrect", code: "invalid_credentials" },
          { status: 400 },
        ),
      ),
    );
    const fill = renderCard();
    fill("Current password", "Wrong-password-1");
    fill("New password", "Zebra7Lantern");
    fill("Confirm new password", "Zebra7Lantern");
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Current password is incorrect");
  });
});
