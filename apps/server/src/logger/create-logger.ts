import { type DestinationStream, type Logger, pino } from "pino";

export type { Logger } from "pino";

const secretKeys = [
  "authorization",
  "cookie",
  "set-cookie",
  "password",
  "confirmPassword",
  "token",
  "accessToken",
  "refreshToken",
  "sessionToken",
  "session_token",
  "apiKey",
  "api_key",
  "secret",
  "secretAccessKey",
  "privateKey",
  "mnemonic",
  "x-api-key",
];

/** Paths of secrets at the top level and up to three levels deep (e.g. req.headers.cookie). */
export const redactPaths = secretKeys.flatMap((key) => {
  const field = /^[a-zA-Z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const join = (prefix: string) =>
    field.startsWith("[") ? `${prefix}${field}` : `${prefix}.${field}`;
  return [field, join("*"), join("*.*"), join("*.*.*")];
});

export interface LoggerOptions {
  level: string;
  pretty?: boolean;
  destination?: DestinationStream;
}

/** Structured JSON logs (pino) with secrets replaced by "[redacted]". */
export function createLogger(options: LoggerOptions): Logger {
  const base = {
    level: options.level,
    redact: { paths: redactPaths, censor: "[redacted]" },
    base: { service: "contract-platform" },
  };
  if (options.destination) return pino(base, options.destination);
  if (options.pretty) return pino({ ...base, transport: { target: "pino-pretty" } });
  return pino(base);
}
