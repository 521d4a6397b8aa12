import { describe, expect, it } from "vitest";
import { createManualClock } from "./manual-clock.ts";

describe("createManualClock", () => {
  it("fires timers in order only when time is advanced past them", async () => {
    const clock = createManualClock(new Date("2026-01-01T00:00:00Z"));
    const fired: string[] = [];
    clock.setTimeout(() => fired.push("b"), 2000);
    clock.setTimeout(() => fired.push("a"), 1000);
    const cancel = clock.setTimeout(() => fired.push("never"), 1500);
    cancel();
    await clock.advance(999);
    expect(fired).toEqual([]);
    await clock.advance(1001);
    expect(fired).toEqual(["a", "b"]);
    expect(clock.now().toISOString()).toBe("2026-01-01T00:00:02.000Z");
  });

  it("fires timers scheduled by a firing timer when they fall inside the advance", async () => {
    const clock = createManualClock();
    let count = 0;
    const tick = () => {
      count++;
      clock.setTimeout(tick, 100);
    };
    clock.setTimeout(tick, 100);
    await clock.advance(350);
    expect(count).toBe(3);
  });
});
