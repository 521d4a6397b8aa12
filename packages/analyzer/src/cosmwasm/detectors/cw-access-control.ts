import { type CrateOccurrence, crateRule, fnLocation } from "../crate-context.ts";

const privilegedHandler =
  /(^|_)(update_config|set_\w+|update_owner|transfer_ownership|change_owner|update_admin|set_admin|pause|unpause|mint|upgrade|add_minter|remove_minter|withdraw_fees|withdraw_all|sweep|emergency\w*|set_fee\w*|update_fee\w*|blacklist|whitelist)$/;
const senderCheck =
  /info\.sender\s*(!=|==)|(!=|==)\s*&?\s*info\.sender|\b(assert|ensure|check|only|require|verify|is)_\w*(owner|admin|auth|minter|operator|role|sender|governance)\w*\s*\(|ensure_eq!\s*\(\s*&?info\.sender|\.assert_admin\s*\(|assert_owner\s*\(|\.is_admin\s*\(/;
const privilegedWrite =
  /\b(OWNER|ADMIN|CONFIG|MINTER|PAUSED|OPERATOR|GOVERNANCE|FEE\w*)\s*\.\s*(save|update)\s*\(/;

export const cwAccessControl = crateRule(
  {
    id: "cw-access-control",
    title: "Privileged handler without a sender check",
    severity: "high",
    confidence: "medium",
    description:
      "The handler changes privileged configuration (owner, admin, config, minting, pausing, fees) but never compares info.sender with the stored owner or admin, so access control present in the Solidity modifiers was lost.",
    recommendation:
      "Load the owner/admin and return Unauthorized unless info.sender matches (or use cw-ownable's assert_owner).",
  },
  (ctx) => {
    const out: CrateOccurrence[] = [];
    for (const fn of ctx.handlers) {
      if (fn.name === "execute") continue;
      const body = fn.file.body(fn);
      const privileged =
        privilegedHandler.test(fn.name.replace(/^(execute|exec|try)_/, "")) ||
        privilegedWrite.test(body);
      if (!privileged || senderCheck.test(body)) continue;
      out.push({
        location: fnLocation(fn),
        message: `${fn.name} changes privileged state without checking info.sender.`,
      });
    }
    return out;
  },
);
