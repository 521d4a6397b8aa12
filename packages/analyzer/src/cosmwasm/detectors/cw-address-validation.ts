import { type CrateOccurrence, crateRule, offsetLocation } from "../crate-context.ts";
import { matchBrace } from "../rust-source.ts";

const addressLike =
  /^(owner|new_owner|admin|new_admin|recipient|to|from|spender|operator|minter|beneficiary|receiver|address|addr|contract|contract_addr|account|user|treasury|fee_collector|\w+_(addr|address|account|recipient|owner|admin|contract))$/;

export const cwAddressValidation = crateRule(
  {
    id: "cw-address-validation",
    title: "Address from a message used without validation",
    severity: "medium",
    confidence: "medium",
    description:
      "Addresses arriving in messages are plain strings (or Addr values deserialised without checks). Without deps.api.addr_validate, upper-case or malformed addresses are stored, and funds or rights can be assigned to an address nobody controls.",
    recommendation:
      "Take String in messages and convert with deps.api.addr_validate(&value)? before storing or sending to it.",
  },
  (ctx) => {
    const out: CrateOccurrence[] = [];
    // addr_validate itself, and helpers that call it (parse_address(deps.api, &to)).
    const validators = [
      "addr_validate",
      ...ctx.functions
        .filter((fn) => /addr_validate\s*\(/.test(fn.file.body(fn)))
        .map((fn) => fn.name),
    ];
    const call = new RegExp(`\\b(?:${validators.join("|")})\\s*\\(([^;]*?)\\)`, "g");
    const validated = new Set<string>();
    for (const f of ctx.files) {
      for (const m of f.masked.matchAll(call)) {
        for (const arg of m[1].matchAll(/(?:msg\.)?([a-z_][a-z0-9_]*)/g)) validated.add(arg[1]);
      }
    }
    const source = ctx.files.map((f) => f.masked).join("\n");
    // A message this crate only builds to send to another contract (to_json_binary(&IPoolMsg::..))
    // and never takes as a typed value: its address fields come from the crate's own code.
    const outgoingOnly = (name: string) =>
      new RegExp(`to_json_binary\\(\\s*&\\s*${name}\\s*(::|\\{)`).test(source) &&
      !new RegExp(`:\\s*${name}\\b`).test(source);
    for (const f of ctx.files) {
      for (const decl of f.masked.matchAll(/\b(enum|struct)\s+(\w*Msg)\b[^{;]*\{/g)) {
        if (/^Query|Response$/.test(decl[2]) || decl[2] === "QueryMsg") continue;
        if (outgoingOnly(decl[2])) continue;
        const open = (decl.index ?? 0) + decl[0].length - 1;
        const close = matchBrace(f.masked, open);
        const block = f.masked.slice(open, close);
        for (const field of block.matchAll(
          /\b([a-z_][a-z0-9_]*)\s*:\s*(String|Addr|Option<\s*(?:String|Addr)\s*>)\s*[,}\n]/g,
        )) {
          const name = field[1];
          if (!addressLike.test(name)) continue;
          const isAddr = /Addr/.test(field[2]);
          if (!isAddr && validated.has(name)) continue;
          const index = open + (field.index ?? 0);
          out.push({
            location: offsetLocation(f, index, field[0].trim().length),
            message: isAddr
              ? `${decl[2]} field ${name} is an Addr, which deserialises without validation.`
              : `${decl[2]} field ${name} is never passed to addr_validate.`,
          });
        }
      }
    }
    return out;
  },
);
