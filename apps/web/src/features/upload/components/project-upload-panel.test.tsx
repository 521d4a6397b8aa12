import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ProjectUploadPanel } from "./project-upload-panel";

describe("ProjectUploadPanel", () => {
  it("lists the chosen .sol files as possible main files and refuses a .zip mixed with files", () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ProjectUploadPanel onUploaded={vi.fn()} />
      </QueryClientProvider>,
    );
    const input = screen.getByLabelText("Choose project files or a zip");
    fireEvent.change(input, {
      target: { files: [new File(["contract A {}"], "A.sol"), new File(["i"], "IA.sol")] },
    });
    const chosen = screen.getByRole("region", { name: "Chosen project" });
    expect(within(chosen).getByText("2 files")).toBeTruthy();
    const select = within(chosen).getByLabelText("Main contract file");
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Detect automatically", "A.sol", "IA.sol"]);
    expect(screen.getByRole("button", { name: "Upload project" }).hasAttribute("disabled")).toBe(
      false,
    );

    fireEvent.change(input, {
      target: { files: [new File(["z"], "p.zip"), new File(["contract A {}"], "A.sol")] },
    });
    expect(screen.getByRole("alert").textContent).toBe(
      "Choose one .zip on its own, or .sol files without a .zip",
    );
    expect(screen.getByRole("button", { name: "Upload project" }).hasAttribute("disabled")).toBe(
      true,
    );
  });
});
