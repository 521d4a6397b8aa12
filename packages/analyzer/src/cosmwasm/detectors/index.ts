import type { CrateDetector } from "../crate-context.ts";
import { cwAccessControl } from "./cw-access-control.ts";
import { cwAddressValidation } from "./cw-address-validation.ts";
import { cwDuplicateStorageKey } from "./cw-duplicate-storage-key.ts";
import { cwFundsHandling } from "./cw-funds-handling.ts";
import { cwMissingMigrate } from "./cw-missing-migrate.ts";
import { cwOverflowChecks } from "./cw-overflow-checks.ts";
import { cwPanicInEntryPoint } from "./cw-panic-in-entry-point.ts";
import { cwStateNotSaved } from "./cw-state-not-saved.ts";
import { cwTimeUnits } from "./cw-time-units.ts";
import { cwUnboundedIteration } from "./cw-unbounded-iteration.ts";
import { cwUncheckedArithmetic } from "./cw-unchecked-arithmetic.ts";
import { cwWasmSize } from "./cw-wasm-size.ts";

/** Every CosmWasm crate check, in report order. */
export const cosmwasmDetectors: CrateDetector[] = [
  cwAccessControl,
  cwAddressValidation,
  cwDuplicateStorageKey,
  cwFundsHandling,
  cwMissingMigrate,
  cwOverflowChecks,
  cwPanicInEntryPoint,
  cwStateNotSaved,
  cwTimeUnits,
  cwUnboundedIteration,
  cwUncheckedArithmetic,
  cwWasmSize,
];
