import { Writable } from "node:stream";
import { describe, expect, it, vi } from "vitest";
import { createLogger } from "./create-logger.ts";
import { lazyChildLogger } from "./lazy-child-logger.ts";

describe("lazyChildLogger", () => {
  it("makes the child on first use only, and it logs with its bindings and redaction", () => {
    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const logger = createLogger({ level: "info", destination });
    const child = vi.spyOn(logger, "child");
    const lazy = lazyChildLogger(logger, { requestId: "req-7" });
    expect(child).not.toHaveBeenCalled();
    lazy.info({ password: "hunter2" }, "first");
    lazy.warn("second");
    expect(child).toHaveBeenCalledTimes(1);
    expect(lazy.isLevelEnabled("debug")).toBe(false);
    expect(lines).toMatchObject([
      { requestId: "req-7", msg: "first", password: "[redacted]" },
      { requestId: "req-7", msg: "second" },
    ]);
  });
});
