import type { AuthSession } from "@contract-platform/api";
import type { TestApp } from "./create-test-app.ts";

export const COUNTER_SOL = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Counter {
    uint256 public count;
    address public owner;

    event Incremented(uint256 by);

    constructor(uint256 start) {
        count = start;
        owner = msg.sender;
    }

    function increment(uint256 by) external {
        require(by > 0, "zero");
        count += by;
        emit Incremented(by);
    }
}
`;

export const BROKEN_SOL = `pragma solidity ^0.8.20;
contract Broken {
    function f() external { uint256 x = "text"; }
}
`;

// biome-ignore lint/suspicious/noExplicitAny: tests read JSON answers loosely and assert on them.
type Loose = Record<string, any>;

export async function call(
  t: TestApp,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
) {
  const response = await t.app.request(path, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const type = response.headers.get("content-type") ?? "";
  const body = type.includes("json")
    ? ((await response.json()) as Loose)
    : ({ bytes: new Uint8Array(await response.arrayBuffer()) } as Loose);
  return { status: response.status, body, headers: response.headers };
}

export async function upload(
  t: TestApp,
  session: AuthSession,
  fileName: string,
  content: string,
  extra: Record<string, unknown> = {},
) {
  return call(t, "POST", "/api/contracts", {
    token: session.accessToken,
    body: { fileName, content, ...extra },
  });
}
