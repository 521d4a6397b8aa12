/**
 * The messages a contract takes, for forms: from conversion.json (the converter's report) or from
 * cosmwasm-schema's JSON schema output. A field's `kind` drives its input and how its text
 * becomes JSON.
 */
export type FieldKind =
  | "string"
  | "number"
  | "decimal_string"
  | "address"
  | "bool"
  | "hex"
  | "json";

export interface MessageField {
  name: string;
  kind: FieldKind;
  /** The Solidity or JSON-schema type shown next to the input. */
  typeLabel: string;
  /** The query reads the caller (`msg.sender` in Solidity): filled with the chosen account. */
  isSender?: boolean;
}

export interface ContractMessage {
  /** JSON variant (snake_case); null for the instantiate message, which has no wrapper. */
  variant: string | null;
  /** Solidity signature or schema title, for the picker. */
  label: string;
  fields: MessageField[];
  payable: boolean;
}

export interface ContractMessages {
  source: "conversion.json" | "schema";
  instantiate: ContractMessage;
  execute: ContractMessage[];
  query: ContractMessage[];
  /** The native denom payable functions read. */
  denom: string | null;
}

const kinds: Record<string, FieldKind> = {
  string: "string",
  number: "number",
  decimal_string: "decimal_string",
  address: "address",
  bool: "bool",
  hex: "hex",
};

interface ConversionFunction {
  signature: string;
  kind: "instantiate" | "execute" | "query";
  variant: string | null;
  payable?: boolean;
  reads_sender?: boolean;
  /** A view or pure function that also has an `ExecuteMsg` variant (ADR 0240). */
  also_execute?: boolean;
  params: { field: string | null; name: string; type: string; json: string }[];
}

/** The interface from a conversion.json (format sol2cosmwasm.conversion/1); null when unusable. */
export function interfaceFromConversion(report: unknown): ContractMessages | null {
  const data = report as { functions?: ConversionFunction[]; native_denom?: string } | null;
  if (!data || !Array.isArray(data.functions)) return null;
  const toMessage = (fn: ConversionFunction): ContractMessage => ({
    variant: fn.kind === "instantiate" ? null : fn.variant,
    label: fn.signature,
    payable: fn.payable === true,
    fields: fn.params.map((param) => ({
      name: param.field ?? param.name,
      kind: kinds[param.json] ?? "json",
      typeLabel: param.type,
      isSender: fn.reads_sender === true && param.field === "sender" && param.type === "address",
    })),
  });
  // As an execute, the caller is the message's sender: the query's implicit `sender` field goes.
  const toAlsoExecute = (fn: ConversionFunction): ContractMessage => {
    const message = toMessage(fn);
    return { ...message, fields: message.fields.filter((field) => !field.isSender) };
  };
  const instantiate = data.functions.find((fn) => fn.kind === "instantiate");
  return {
    source: "conversion.json",
    instantiate: instantiate
      ? toMessage(instantiate)
      : { variant: null, label: "instantiate", fields: [], payable: false },
    execute: data.functions
      .filter((fn) => fn.variant && (fn.kind === "execute" || fn.also_execute === true))
      .map((fn) => (fn.kind === "execute" ? toMessage(fn) : toAlsoExecute(fn))),
    query: data.functions.filter((fn) => fn.kind === "query" && fn.variant).map(toMessage),
    denom: data.native_denom ?? null,
  };
}

interface JsonSchema {
  type?: string | string[];
  title?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  format?: string;
  $ref?: string;
  enum?: unknown[];
}

/**
 * The interface from cosmwasm-schema output (`schema/<crate>.json` with `instantiate`, `execute`
 * and `query` JSON schemas); null when it is not one.
 */
export function interfaceFromJsonSchema(api: unknown): ContractMessages | null {
  const data = api as { instantiate?: JsonSchema; execute?: JsonSchema; query?: JsonSchema } | null;
  if (!data?.instantiate) return null;
  const fieldsOf = (schema: JsonSchema | undefined): MessageField[] =>
    Object.entries(schema?.properties ?? {}).map(([name, property]) => ({
      name,
      kind: schemaKind(property),
      typeLabel: schemaTypeLabel(property),
    }));
  const variants = (schema: JsonSchema | undefined): ContractMessage[] =>
    (schema?.oneOf ?? []).flatMap((option) => {
      if (option.type === "string" && option.enum) {
        return option.enum.map((value) => ({
          variant: String(value),
          label: String(value),
          fields: [],
          payable: false,
        }));
      }
      const [variant, inner] = Object.entries(option.properties ?? {})[0] ?? [];
      if (!variant) return [];
      return [{ variant, label: variant, fields: fieldsOf(inner), payable: false }];
    });
  return {
    source: "schema",
    instantiate: {
      variant: null,
      label: data.instantiate.title ?? "InstantiateMsg",
      fields: fieldsOf(data.instantiate),
      payable: false,
    },
    execute: variants(data.execute),
    query: variants(data.query),
    denom: null,
  };
}

function schemaKind(schema: JsonSchema): FieldKind {
  const ref = schema.$ref ?? "";
  if (/Uint(64|128|256|512)|Int(64|128|256|512)|Decimal/.test(ref)) return "decimal_string";
  if (/Addr$/.test(ref)) return "address";
  if (/HexBinary/.test(ref)) return "hex";
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === "string") return "string";
  if (type === "integer" || type === "number") return "number";
  if (type === "boolean") return "bool";
  return "json";
}

function schemaTypeLabel(schema: JsonSchema): string {
  if (schema.$ref) return schema.$ref.split("/").pop() ?? "object";
  return Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "object");
}

/**
 * Turns form values (text per field) into the message JSON. Throws an Error naming the field
 * when a value does not fit its kind.
 */
export function buildMessage(
  message: ContractMessage,
  values: Record<string, string>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of message.fields) {
    const text = (values[field.name] ?? "").trim();
    body[field.name] = fieldValue(field, text);
  }
  return message.variant === null ? body : { [message.variant]: body };
}

function fieldValue(field: MessageField, text: string): unknown {
  const fail = (why: string): never => {
    throw new Error(`${field.name}: ${why}`);
  };
  switch (field.kind) {
    case "string":
    case "address":
      return text;
    case "decimal_string":
      if (!/^-?\d+(\.\d+)?$/.test(text)) fail("a whole number is expected, e.g. 1000");
      return text;
    case "number": {
      if (!/^-?\d+$/.test(text)) fail("a whole number is expected");
      return Number(text);
    }
    case "bool":
      if (text !== "true" && text !== "false") fail("true or false");
      return text === "true";
    case "hex": {
      const hex = text.replace(/^0x/i, "").toLowerCase();
      if (!/^([0-9a-f]{2})*$/.test(hex)) fail("hex digits in pairs are expected");
      return hex;
    }
    default:
      try {
        return JSON.parse(text || "null");
      } catch {
        return fail("not valid JSON");
      }
  }
}
