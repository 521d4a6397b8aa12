/**
 * @deprecated The rule is no longer "owned": use findAccessibleContract (moderators and admins
 * open every contract, spec §6). Kept so routes written against the old name keep working.
 */
export {
  contractNotFound,
  findAccessibleContract as findOwnedContract,
} from "./find-accessible-contract.ts";
