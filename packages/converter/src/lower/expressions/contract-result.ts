import type { LoweringContext } from "../lowering-context.ts";

/**
 * Registers `code`, a `f(..)?` whose `f(..)` is already a `Result<_, ContractError>` of the value
 * it yields (a crate helper, a checked operation failing with a panic), and returns it: a function
 * returning it returns `f(..)` itself rather than `Ok(f(..)?)` (clippy's needless_question_mark).
 */
export function contractResult(fl: LoweringContext, code: string): string {
  fl.contractResults.add(code);
  return code;
}
