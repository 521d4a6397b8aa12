/** What a Solidity function (with its modifiers and callees) needs from the CosmWasm context. */
export interface Needs {
  storage: "none" | "read" | "write";
  env: boolean;
  sender: boolean;
  funds: boolean;
  /** `msg.sig`: the selector of the public function whose call is running (`msg_sig`). */
  sig: boolean;
  events: boolean;
  payouts: "none" | "read" | "write";
  querier: boolean;
}

export function emptyNeeds(): Needs {
  return {
    storage: "none",
    env: false,
    sender: false,
    funds: false,
    sig: false,
    events: false,
    payouts: "none",
    querier: false,
  };
}

const LEVEL = { none: 0, read: 1, write: 2 } as const;

/** Merges `b` into `a`; returns whether `a` changed. */
export function mergeNeeds(a: Needs, b: Needs): boolean {
  const before = JSON.stringify(a);
  if (LEVEL[b.storage] > LEVEL[a.storage]) a.storage = b.storage;
  if (LEVEL[b.payouts] > LEVEL[a.payouts]) a.payouts = b.payouts;
  a.env ||= b.env;
  a.sender ||= b.sender;
  a.funds ||= b.funds;
  a.sig ||= b.sig;
  a.events ||= b.events;
  a.querier ||= b.querier;
  return before !== JSON.stringify(a);
}

export function needsDeps(n: Needs): boolean {
  return n.storage !== "none" || n.payouts !== "none" || n.querier;
}
