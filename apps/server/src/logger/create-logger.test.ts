import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./create-logger.ts";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, destination };
}

describe("createLogger", () => {
  it("writes JSON lines and redacts secrets at any usual depth", () => {
    const { lines, destination } = capture();
    const logger = createLogger({ level: "info", destination });
    logger.info(
      {
        req: { headers: { authorization: "Bearer abc", cookie: "sid=1", accept: "*/*" } },
        body: { email: "a@b.c", password: "hunter2", nested: { refreshToken: "r1" } },
        apiKey: "k",
      },
      "request",
    );
    const line = JSON.stringify(lines[0]);
    expect(lines[0].msg).toBe("request");
    expect(line).not.toContain("Bearer abc");
    expect(line).not.toContain("sid=1");
    expect(line).not.toContain("hunter2");
    expect(line).not.toContain('"r1"');
    expect(line).toContain('"accept":"*/*"');
    expect(line).toContain('"email":"a@b.c"');
    expect((lines[0].req as { headers: Record<string, string> }).headers.authorization).toBe(
      "[redacted]",
    );
  });

  it("respects the level", () => {
    const { lines, destination } = capture();
    const logger = createLogger({ level: "warn", destination });
    logger.info("quiet");
    logger.warn("loud");
    expect(lines.map((line) => line.msg)).toEqual(["loud"]);
  });
});
