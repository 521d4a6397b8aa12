import { describe, expect, it } from "vitest";
import { createLogger } from "./logger/create-logger.ts";
import { createShutdownSteps } from "./shutdown-steps.ts";

describe("createShutdownSteps", () => {
  it("runs the steps in reverse order, once, and goes on past a failing step", async () => {
    const logger = createLogger({ level: "silent" });
    const shutdown = createShutdownSteps(logger);
    const ran: string[] = [];
    shutdown.add(async () => {
      ran.push("database");
    });
    shutdown.add(async () => {
      ran.push("jobs");
      throw new Error("jobs would not stop");
    });
    shutdown.add(async () => {
      ran.push("http");
    });

    await shutdown.runAll();
    await shutdown.runAll();

    expect(ran).toEqual(["http", "jobs", "database"]);
  });
});
