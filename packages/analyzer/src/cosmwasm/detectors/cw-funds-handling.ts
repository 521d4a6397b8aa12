import { type CrateOccurrence, crateRule, fnLocation } from "../crate-context.ts";

const fundsCheck =
  /\b(nonpayable|may_pay|must_pay|one_coin|assert_sent_sufficient_coin|has_coins|check_funds|ensure_no_funds|validate_funds|assert_no_funds)\s*\(|info\.funds/;

export const cwFundsHandling = crateRule(
  {
    id: "cw-funds-handling",
    title: "Execute handler ignores attached funds",
    severity: "medium",
    confidence: "medium",
    description:
      "Every execute message can carry native coins. A handler that neither rejects them (nonpayable) nor accounts for them (may_pay/must_pay) silently keeps coins sent by mistake, with no way to return them.",
    recommendation:
      "Call cw_utils::nonpayable(&info)? in handlers that must not receive funds, and must_pay/may_pay where they should.",
  },
  (ctx) => {
    const out: CrateOccurrence[] = [];
    const execute = ctx.entry.execute;
    if (execute) {
      const body = execute.file.body(execute);
      const matchAt = body.search(/\bmatch\b/);
      const check = body.search(fundsCheck);
      if (check >= 0 && (matchAt < 0 || check < matchAt)) return out;
    }
    const helpers = ctx.functions
      .filter(
        (fn) => !ctx.handlers.includes(fn) && fn !== execute && fundsCheck.test(fn.file.body(fn)),
      )
      .map((fn) => fn.name);
    const checks = (text: string) =>
      fundsCheck.test(text) || helpers.some((h) => new RegExp(`\\b${h}\\s*\\(`).test(text));
    const dispatcher = execute ? execute.file.body(execute) : "";
    for (const fn of ctx.handlers) {
      if (checks(fn.file.body(fn))) continue;
      // The match arm that calls the handler may check funds before the call.
      const call = dispatcher.search(new RegExp(`\\b${fn.name}\\s*\\(`));
      if (call >= 0) {
        const armStart = dispatcher.lastIndexOf("=>", call);
        if (armStart >= 0 && checks(dispatcher.slice(armStart, call))) continue;
      }
      out.push({
        location: fnLocation(fn),
        message: `Handler ${fn.name} neither rejects nor accounts for info.funds.`,
      });
    }
    return out;
  },
);
