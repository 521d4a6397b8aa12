import { describe, expect, it } from "vitest";
import { pollUntilReady } from "./poll-until-ready";

describe("pollUntilReady", () => {
  it("polls every 50 ms until ready and 100 ms after a failure", async () => {
    const delays: number[] = [];
    const queue: (() => void)[] = [];
    const answers: (boolean | Error)[] = [false, new Error("not yet"), false, true];
    let calls = 0;
    const done = pollUntilReady(
      () => {
        const answer = answers[calls++];
        if (answer instanceof Error) throw answer;
        return answer;
      },
      (callback, delay) => {
        delays.push(delay);
        queue.push(callback);
      },
    );
    while (queue.length > 0) queue.shift()!();
    await done;
    expect(calls).toBe(4);
    expect(delays).toEqual([50, 100, 50]);
  });
});
