/** What a crate's Rust says about its contract interface, for checking the wasm built from it. */
export interface CrateInterface {
  /** Functions marked as entry points (`#[entry_point]` or `cfg_attr(.., entry_point)`). */
  entryPoints: string[];
  /** Message types defined: InstantiateMsg, ExecuteMsg, QueryMsg, MigrateMsg, SudoMsg. */
  messages: string[];
  /** The crate sends sub-messages that ask for a reply. */
  requestsReplies: boolean;
}

const messageNames = ["InstantiateMsg", "ExecuteMsg", "QueryMsg", "MigrateMsg", "SudoMsg"];

/**
 * Scans the crate's `.rs` files (outside `src/bin` and tests) for entry points, message types and
 * reply requests. Token-level: comments are removed first, so commented-out code does not count.
 */
export function findCrateEntryPoints(files: { path: string; content: string }[]): CrateInterface {
  const entryPoints = new Set<string>();
  const messages = new Set<string>();
  let requestsReplies = false;
  for (const file of files) {
    if (!file.path.endsWith(".rs") || /(^|\/)(bin|tests|benches|examples)\//.test(file.path)) {
      continue;
    }
    const code = stripComments(file.content);
    for (const match of code.matchAll(
      /#\[[^\]]*\bentry_point\b[^\]]*\]\s*(?:#\[[^\]]*\]\s*)*(?:pub(?:\([^)]*\))?\s+)?fn\s+([A-Za-z_][A-Za-z0-9_]*)/g,
    )) {
      entryPoints.add(match[1]);
    }
    for (const match of code.matchAll(/\b(?:enum|struct)\s+([A-Za-z]+Msg)\b/g)) {
      if (messageNames.includes(match[1])) messages.add(match[1]);
    }
    if (
      /\bSubMsg::reply_(?:on_success|on_error|always)\b|\bReplyOn::(?:Success|Error|Always)\b/.test(
        code,
      )
    ) {
      requestsReplies = true;
    }
  }
  return { entryPoints: [...entryPoints].sort(), messages: [...messages].sort(), requestsReplies };
}

function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, " ").replace(/\/\/[^\n]*/g, " ");
}
