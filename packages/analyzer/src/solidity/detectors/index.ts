import type { SolidityDetector } from "../detector.ts";
import { arbitrarySendEth } from "./arbitrary-send-eth.ts";
import { arbitraryTransferFrom } from "./arbitrary-transfer-from.ts";
import { assignmentOperatorTypo } from "./assignment-operator-typo.ts";
import { callsInLoop } from "./calls-in-loop.ts";
import { controlledDelegatecall } from "./controlled-delegatecall.ts";
import { conversionBlocker } from "./conversion-blocker.ts";
import { defaultVisibility } from "./default-visibility.ts";
import { deprecatedConstruct } from "./deprecated-construct.ts";
import { divideBeforeMultiply } from "./divide-before-multiply.ts";
import { encodePackedCollision } from "./encode-packed-collision.ts";
import { erc20ApproveRace } from "./erc20-approve-race.ts";
import { floatingPragma } from "./floating-pragma.ts";
import { integerOverflow } from "./integer-overflow.ts";
import { lockedEther } from "./locked-ether.ts";
import { missingAccessControl } from "./missing-access-control.ts";
import { missingCommitReveal } from "./missing-commit-reveal.ts";
import { missingZeroCheck } from "./missing-zero-check.ts";
import { msgValueInLoop } from "./msg-value-in-loop.ts";
import { outdatedCompiler } from "./outdated-compiler.ts";
import { pushPaymentDos } from "./push-payment-dos.ts";
import { reentrancy } from "./reentrancy.ts";
import { rtloCharacter } from "./rtlo-character.ts";
import { selfAssignment } from "./self-assignment.ts";
import { shortAddress } from "./short-address.ts";
import { signatureReplay } from "./signature-replay.ts";
import { stateVariableShadowing } from "./state-variable-shadowing.ts";
import { strictBalanceEquality } from "./strict-balance-equality.ts";
import { tautology } from "./tautology.ts";
import { timestampDependence } from "./timestamp-dependence.ts";
import { transactionOrderDependence } from "./transaction-order-dependence.ts";
import { txOriginAuth } from "./tx-origin-auth.ts";
import { unboundedLoop } from "./unbounded-loop.ts";
import { uncheckedEcrecover } from "./unchecked-ecrecover.ts";
import { uncheckedLowLevelCall } from "./unchecked-low-level-call.ts";
import { uncheckedSend } from "./unchecked-send.ts";
import { uncheckedTransfer } from "./unchecked-transfer.ts";
import { unprotectedInitializer } from "./unprotected-initializer.ts";
import { unprotectedMint } from "./unprotected-mint.ts";
import { unprotectedSelfdestruct } from "./unprotected-selfdestruct.ts";
import { unsafeDowncast } from "./unsafe-downcast.ts";
import { unusedReturn } from "./unused-return.ts";
import { weakRandomness } from "./weak-randomness.ts";

/** Every Solidity detector, in report order. */
export const solidityDetectors: SolidityDetector[] = [
  arbitrarySendEth,
  arbitraryTransferFrom,
  assignmentOperatorTypo,
  callsInLoop,
  controlledDelegatecall,
  conversionBlocker,
  defaultVisibility,
  deprecatedConstruct,
  divideBeforeMultiply,
  encodePackedCollision,
  erc20ApproveRace,
  floatingPragma,
  integerOverflow,
  lockedEther,
  missingAccessControl,
  missingCommitReveal,
  missingZeroCheck,
  msgValueInLoop,
  outdatedCompiler,
  pushPaymentDos,
  reentrancy,
  rtloCharacter,
  selfAssignment,
  shortAddress,
  signatureReplay,
  stateVariableShadowing,
  strictBalanceEquality,
  tautology,
  timestampDependence,
  transactionOrderDependence,
  txOriginAuth,
  unboundedLoop,
  uncheckedEcrecover,
  uncheckedLowLevelCall,
  uncheckedSend,
  uncheckedTransfer,
  unprotectedInitializer,
  unprotectedMint,
  unprotectedSelfdestruct,
  unsafeDowncast,
  unusedReturn,
  weakRandomness,
];
