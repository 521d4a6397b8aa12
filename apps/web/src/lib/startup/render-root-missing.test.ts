import { describe, expect, it } from "vitest";
import { renderRootMissing } from "./render-root-missing";

describe("renderRootMissing", () => {
  it("shows the message and a Reload button", () => {
    renderRootMissing(document);
    expect(document.querySelector("h1")?.textContent).toBe("Root element not found");
    expect(document.querySelector("button")?.textContent).toBe("Reload");
  });
});
