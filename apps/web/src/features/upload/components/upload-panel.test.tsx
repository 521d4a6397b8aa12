import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { UploadPanel } from "./upload-panel";

function renderPanel() {
  const onUploaded = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UploadPanel onUploaded={onUploaded} />
    </QueryClientProvider>,
  );
  return onUploaded;
}

describe("UploadPanel", () => {
  it("checks chosen files in the browser: refused ones are listed and never queued", () => {
    renderPanel();
    const input = screen.getByLabelText("Choose contract files");
    const big = new File(["x"], "Huge.sol");
    Object.defineProperty(big, "size", { value: 10_485_761 });
    fireEvent.change(input, {
      target: {
        files: [new File(["contract A {}"], "A.sol"), new File(["hi"], "notes.txt"), big],
      },
    });
    const refused = screen.getByRole("list", { name: "Refused files" });
    expect(
      within(refused).getByText(
        /File type not allowed\. Allowed: \.sol, \.vy, \.yul, \.huff, \.rs/,
      ),
    ).toBeTruthy();
    expect(within(refused).getByText(/File size exceeds 10MB limit/)).toBeTruthy();
    const selected = screen.getByRole("list", { name: "Selected files" });
    expect(
      within(selected)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining("A.sol")]);
    expect(screen.getByRole("button", { name: "Upload file" }).hasAttribute("disabled")).toBe(
      false,
    );

    fireEvent.click(within(selected).getByRole("button", { name: "Remove A.sol" }));
    expect(screen.queryByRole("list", { name: "Selected files" })).toBeNull();
    expect(screen.getByRole("button", { name: "Upload file" }).hasAttribute("disabled")).toBe(true);
  });
});
