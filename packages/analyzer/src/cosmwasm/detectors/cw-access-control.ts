import {
  type CrateContext,
  type CrateOccurrence,
  crateRule,
  fnLocation,
} from "../crate-context.ts";
import type { RustFunction } from "../rust-source.ts";

const privilegedHandler =
  /(^|_)(update_config|set_\w+|update_owner|transfer_ownership|change_owner|update_admin|set_admin|pause|unpause|mint|upgrade|add_minter|remove_minter|withdraw_fees|withdraw_all|sweep|emergency\w*|set_fee\w*|update_fee\w*|blacklist|whitelist)$/;
const senderCheck =
  /info\.sender\s*(!=|==)|(!=|==)\s*&?\s*info\.sender|\b(assert|ensure|check|only|require|verify|is)_\w*(owner|admin|auth|minter|operator|role|sender|governance)\w*\s*\(|ensure_eq!\s*\(\s*&?info\.sender|\.assert_admin\s*\(|assert_owner\s*\(|\.is_admin\s*\(/;
const privilegedWrite =
  /\b(OWNER|ADMIN|CONFIG|MINTER|PAUSED|OPERATOR|GOVERNANCE|FEE\w*)\s*\.\s*(save|update)\s*\(/;

/** Helpers that compare a sender-like parameter (`fn only_party(sender: &Addr, party: &Addr)`). */
function senderHelpers(ctx: CrateContext): string[] {
  return ctx.functions
    .filter((fn) => {
      const param = /\b(sender|caller|who|info)\s*:/.exec(fn.params)?.[1];
      if (!param) return false;
      const body = fn.file.body(fn);
      const name = param === "info" ? "info\\.sender" : param;
      return new RegExp(`\\*?${name}\\s*(!=|==)|(!=|==)\\s*[&*]?\\s*${name}\\b`).test(body);
    })
    .map((fn) => fn.name);
}

export function checksSender(
  ctx: CrateContext,
  fn: RustFunction,
  helpers = senderHelpers(ctx),
): boolean {
  const body = fn.file.body(fn);
  if (senderCheck.test(body)) return true;
  return helpers.some((h) =>
    new RegExp(`\\b${h}\\s*\\([^;]*info\\.sender|\\b${h}\\s*\\([^;]*&info\\b`).test(body),
  );
}

function snakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z])([A-Z][a-z])/g, "$1_$2")
    .toLowerCase();
}

/** Storage writes in a body: the map or item name and the arguments after `deps.storage`. */
function storageWrites(body: string) {
  return [
    ...body.matchAll(
      /\b([A-Z][A-Z0-9_]*)\s*\.\s*(save|update|remove)\s*\(\s*[\w.]*storage\s*,([^;]*)/g,
    ),
  ].map((m) => ({ name: m[1], args: m[3] }));
}

/**
 * Every write is to a map entry keyed by the caller (`ALLOWED.save(deps.storage, (&info.sender,
 * &op), ..)`): the handler only changes the caller's own entries, whatever its name says.
 */
function onlyCallersEntries(body: string): boolean {
  const writes = storageWrites(body);
  return (
    writes.length > 0 &&
    writes.every((w) => /^\s*\(?\s*&?\s*info\.sender\b/.test(w.args) && w.args.includes(","))
  );
}

/** A mint the caller pays for (an exact native payment checked against a stored price). */
const paidFor = (body: string) =>
  /\bmust_pay\s*\(|\bmsg_value\s*\(\s*&info\s*\)|\binfo\.funds\b/.test(body) &&
  /\b(PRICE|\w+_PRICE|\w+_COST|COST)\b/.test(body);

export const cwAccessControl = crateRule(
  {
    id: "cw-access-control",
    title: "Privileged handler without a sender check",
    severity: "high",
    confidence: "medium",
    description:
      "The handler changes privileged configuration (owner, admin, config, minting, pausing, fees), or its Solidity original was restricted by a modifier or sender check, but it never compares info.sender with the stored owner or admin: the access control was lost in the conversion.",
    recommendation:
      "Load the owner/admin and return Unauthorized unless info.sender matches (or use cw-ownable's assert_owner).",
  },
  (ctx) => {
    const out: CrateOccurrence[] = [];
    const helpers = senderHelpers(ctx);
    const restricted = new Map(ctx.solidityRestricted.map((r) => [snakeCase(r.name), r]));
    for (const fn of ctx.handlers) {
      if (fn.name === "execute") continue;
      const body = fn.file.body(fn);
      const bare = fn.name.replace(/^(execute|exec|try)_/, "");
      const original = restricted.get(bare);
      const paidMint = /(^|_)mint$/.test(bare) && paidFor(body);
      const byName = privilegedHandler.test(bare) && !paidMint;
      const privileged =
        original || ((byName || privilegedWrite.test(body)) && !onlyCallersEntries(body));
      if (!privileged || checksSender(ctx, fn, helpers)) continue;
      out.push({
        location: fnLocation(fn),
        message: original
          ? `${fn.name} has no sender check, but ${original.contract}.${original.name} was restricted (${original.guard}).`
          : `${fn.name} changes privileged state without checking info.sender.`,
      });
    }
    return out;
  },
);
