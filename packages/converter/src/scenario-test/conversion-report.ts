import { z } from "zod";

/**
 * The machine-readable conversion report, `conversion.json` (format `sol2cosmwasm.conversion/1`),
 * as written next to each converted crate. Field names are snake_case as in the file. Unknown
 * fields are kept, so that newer writers stay readable.
 */

/**
 * How a value is encoded in JSON (messages, responses, event attributes, error texts):
 * `number` for integers of 32 bits or fewer, `decimal_string` for wider ones, `address` (bech32,
 * `""` for the zero address), `hex` (lower-case, no `0x`) for `bytes`/`bytesN`, `bool`, `string`,
 * `{enum: Name}` (the variant's snake_case name), `{struct: Name}` (an object keyed by field),
 * `{array: kind}` for arrays. Writers may also use the plain strings `enum`, `struct`, `array`:
 * readers then take the detail from the Solidity `type`.
 */
export type JsonKind =
  | string
  | { enum: string }
  | { struct: string }
  | { array: JsonKind; length?: number | null };

export const jsonKindSchema: z.ZodType<JsonKind> = z.lazy(() =>
  z.union([
    z.string(),
    z.looseObject({ enum: z.string() }),
    z.looseObject({ struct: z.string() }),
    z.looseObject({ array: jsonKindSchema, length: z.number().int().nullable().optional() }),
  ]),
);

/** A function parameter: the Solidity name, the JSON field, the Solidity type, the encoding. */
export const paramSchema = z.looseObject({
  name: z.string(),
  field: z.string(),
  type: z.string(),
  /** ABI type where it differs from `type` (enums: `uint8`, structs: tuples, contracts: address). */
  abi_type: z.string().optional(),
  json: jsonKindSchema,
  rust: z.string().optional(),
  /** Set for fields not in the Solidity signature: `msg.sender` for a view's sender field. */
  implicit: z.string().optional(),
});

/** A return value: `field` is its key in an `object` response (null for a single value). */
export const returnValueSchema = z.looseObject({
  name: z.string(),
  field: z.string().nullable(),
  type: z.string(),
  abi_type: z.string().optional(),
  json: jsonKindSchema,
  rust: z.string().optional(),
});

export const responseSchema = z.looseObject({
  /** `none`: no value; `value`: the one return value; `object`: keyed by the returns' fields. */
  shape: z.enum(["none", "value", "object"]),
  /** For executes: `data` (the response data, JSON-encoded). */
  in: z.string().optional(),
  rust_type: z.string().optional(),
});

/** A code id an `InstantiateMsg` takes for a contract it creates with `new`. */
export const codeIdFieldSchema = z.looseObject({
  field: z.string(),
  contract: z.string(),
});

export const functionSchema = z.looseObject({
  /** Full Solidity signature: `transfer(address,uint256)`, `constructor(...)`, `receive()`. */
  signature: z.string(),
  kind: z.enum(["instantiate", "execute", "query"]),
  /** The ExecuteMsg/QueryMsg variant's JSON name; null for the constructor. */
  variant: z.string().nullable(),
  declared_in: z.string().nullable().optional(),
  /** Set for public state variable getters: the variable's name. */
  getter: z.string().optional(),
  payable: z.boolean().default(false),
  /** A view reading `msg.sender`: its QueryMsg variant has an extra address field. */
  reads_sender: z.boolean().default(false),
  /** The name of that extra field when `params` does not list it (default `sender`). */
  sender_field: z.string().optional(),
  /** `receive` / `fallback` for those entry points. */
  special: z.string().nullable().optional(),
  params: z.array(paramSchema).default([]),
  returns: z.array(returnValueSchema).default([]),
  response: responseSchema.default({ shape: "none" }),
  modifiers: z.array(z.string()).optional(),
  emits: z.array(z.string()).default([]),
  reverts: z.array(z.string()).default([]),
  native_transfers: z.boolean().optional(),
  /**
   * State-changing calls to other contracts (and `new`) become messages dispatched after the
   * handler, so their events come after this function's own.
   */
  deferred_calls: z.boolean().optional(),
  /** Instantiate only: fields that carry the code id of a contract created with `new`. */
  code_ids: z.array(codeIdFieldSchema).optional(),
});

export const eventParamSchema = z.looseObject({
  name: z.string(),
  /** The attribute key (renamed when the Solidity name is not a valid key). */
  attribute: z.string(),
  indexed: z.boolean().default(false),
  type: z.string(),
  abi_type: z.string().optional(),
  json: jsonKindSchema,
  renamed: z.boolean().optional(),
});

export const eventSchema = z.looseObject({
  name: z.string(),
  signature: z.string().optional(),
  /** The event type on chain (without the `wasm-` prefix). */
  event_type: z.string(),
  declared_in: z.string().nullable().optional(),
  renamed: z.boolean().optional(),
  params: z.array(eventParamSchema).default([]),
});

export const errorParamSchema = z.looseObject({
  name: z.string(),
  field: z.string(),
  type: z.string(),
  abi_type: z.string().optional(),
  json: jsonKindSchema,
});

export const errorSchema = z.looseObject({
  /** `custom`, `require`, `panic`, `transfer_failed`, ... */
  kind: z.string(),
  name: z.string().optional(),
  signature: z.string().optional(),
  variant: z.string().optional(),
  declared_in: z.string().nullable().optional(),
  params: z.array(errorParamSchema).optional(),
  message: z.string().optional(),
  code: z.string().optional(),
  text: z.string().optional(),
});

export const enumSchema = z.looseObject({
  name: z.string(),
  /** `Contract.Enum` as in Solidity type strings (`enum Escrow.State`). */
  qualified: z.string().optional(),
  rust_type: z.string().optional(),
  variants: z.array(
    z.looseObject({ ordinal: z.number().int(), name: z.string(), json: z.string() }),
  ),
});

export const structFieldSchema = z.looseObject({
  name: z.string(),
  field: z.string(),
  type: z.string(),
  abi_type: z.string().optional(),
  json: jsonKindSchema,
});

export const structSchema = z.looseObject({
  name: z.string(),
  /** `Contract.Struct` as in Solidity type strings (`struct Vault.Position`). */
  qualified: z.string().optional(),
  rust_type: z.string().optional(),
  /** In declaration order. */
  fields: z.array(structFieldSchema),
});

export const diagnosticSchema = z.looseObject({
  code: z.string(),
  severity: z.string(),
  message: z.string(),
  line: z.number().int().optional(),
  column: z.number().int().optional(),
});

export const targetSchema = z.looseObject({
  crate: z.string(),
  /** The Rust library name (`basic_token`), used as `basic_token::contract::execute`. */
  lib: z.string(),
  entry_points: z.array(z.string()).default(["instantiate", "execute", "query", "migrate"]),
});

export const sourceSchema = z.looseObject({
  file: z.string(),
  sha256: z.string().optional(),
  contract: z.string(),
  compiler: z.string().optional(),
  linearization: z.array(z.string()).optional(),
});

/** One converted contract: everything a runner needs to drive its crate. */
export const contractReportSchema = z.looseObject({
  format: z.string().optional(),
  converter: z.looseObject({ name: z.string(), version: z.string() }).optional(),
  source: sourceSchema,
  target: targetSchema,
  native_denom: z.string().default("uatom"),
  encoding: z
    .looseObject({
      zero_address: z.string().optional(),
      query_error_prefix: z.string().optional(),
    })
    .optional(),
  functions: z.array(functionSchema),
  events: z.array(eventSchema).default([]),
  errors: z.array(errorSchema).default([]),
  enums: z.array(enumSchema).default([]),
  structs: z.array(structSchema).default([]),
  diagnostics: z.array(diagnosticSchema).default([]),
  source_map: z.array(z.unknown()).optional(),
});

/**
 * `conversion.json`: the main contract's section at the top level; with several contracts in the
 * output, `contracts` holds one full section per other contract (same shape).
 */
export const conversionReportSchema = contractReportSchema.extend({
  contracts: z.array(contractReportSchema).optional(),
});

export type JsonParam = z.output<typeof paramSchema>;
export type ReturnValue = z.output<typeof returnValueSchema>;
export type FunctionReport = z.output<typeof functionSchema>;
export type EventReport = z.output<typeof eventSchema>;
export type EventParamReport = z.output<typeof eventParamSchema>;
export type ErrorReport = z.output<typeof errorSchema>;
export type EnumReport = z.output<typeof enumSchema>;
export type StructReport = z.output<typeof structSchema>;
export type ContractReport = z.output<typeof contractReportSchema>;
export type ConversionReport = z.output<typeof conversionReportSchema>;
/** As written (defaults not yet applied). */
export type ConversionReportInput = z.input<typeof conversionReportSchema>;

/** Validates a parsed `conversion.json`; throws with one line per problem. */
export function parseConversionReport(json: unknown): ConversionReport {
  const parsed = conversionReportSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (i) => `${i.path.length > 0 ? i.path.join(".") : "(root)"}: ${i.message}`,
    );
    throw new Error(`invalid conversion.json\n  ${issues.join("\n  ")}`);
  }
  return parsed.data;
}
