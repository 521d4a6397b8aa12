import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Common } from "@ethereumjs/common";

/**
 * Two memos the @ethereumjs interpreter lacks, which together were about a fifth of an EVM step
 * while fuzzing (ADR 124); neither changes what a contract can observe:
 * - the jump-destination analysis of a contract's code (a pass over the whole bytecode that turns
 *   every PUSH into a bigint) ran again at every call; it is now kept per code array (the state
 *   manager hands out the same array for the same stored code) and per EVM (the opcode table);
 * - `Common.isActivatedEIP`, asked twice per opcode, searched an array; it is now a set, rebuilt
 *   whenever the active EIP list is replaced (a hard-fork change).
 */
export async function installInterpreterCaches(commons: Common[]): Promise<void> {
  await cacheJumpAnalysis();
  for (const common of new Set(commons)) setLookupOfActiveEips(common);
}

type Analysis = unknown;
interface InterpreterPrototype {
  _getValidJumpDestinations(this: { _evm: object }, code: Uint8Array): Analysis;
  __jumpAnalysisCached?: boolean;
}

let installed: Promise<void> | undefined;
/** How often the analysis ran and how often it was reused (tests pin that the memo works). */
export const jumpAnalysisCounts = { analysed: 0, reused: 0 };

/** The Interpreter class is not exported; it is the module next to the EVM's own entry file. */
function cacheJumpAnalysis(): Promise<void> {
  installed ??= (async () => {
    const entry = createRequire(import.meta.url).resolve("@ethereumjs/evm");
    const file = join(dirname(dirname(entry)), "esm", "interpreter.js");
    const { Interpreter } = (await import(pathToFileURL(file).href)) as {
      Interpreter: { prototype: InterpreterPrototype };
    };
    const proto = Interpreter.prototype;
    if (proto.__jumpAnalysisCached) return;
    const analyse = proto._getValidJumpDestinations;
    const byEvm = new WeakMap<object, WeakMap<Uint8Array, Analysis>>();
    proto._getValidJumpDestinations = function cachedAnalysis(code) {
      let byCode = byEvm.get(this._evm);
      if (!byCode) {
        byCode = new WeakMap();
        byEvm.set(this._evm, byCode);
      }
      let analysis = byCode.get(code);
      if (analysis === undefined) {
        analysis = analyse.call(this, code);
        byCode.set(code, analysis);
        jumpAnalysisCounts.analysed++;
      } else jumpAnalysisCounts.reused++;
      return analysis;
    };
    proto.__jumpAnalysisCached = true;
  })();
  return installed;
}

function setLookupOfActiveEips(common: Common): void {
  const internals = common as unknown as { _activatedEIPsCache: number[] };
  let list: number[] | undefined;
  let active = new Set<number>();
  common.isActivatedEIP = (eip: number) => {
    if (internals._activatedEIPsCache !== list) {
      list = internals._activatedEIPsCache;
      active = new Set(list);
    }
    return active.has(eip);
  };
}
