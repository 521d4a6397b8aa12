/** The bucket holding converted contract code (spec: storage bucket converted_contracts). */
export const CONVERTED_CONTRACTS_BUCKET = "converted_contracts";

export interface PutOptions {
  contentType?: string;
}

/** Object storage by bucket and key. Keys are relative paths such as `user/contract/lib.rs`. */
export interface Storage {
  readonly kind: "local" | "s3";
  put(bucket: string, key: string, body: Uint8Array | string, options?: PutOptions): Promise<void>;
  /** The object's bytes, or null when there is no such object. */
  get(bucket: string, key: string): Promise<Uint8Array | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(bucket: string, key: string): Promise<void>;
  /** Keys in the bucket starting with `prefix`, sorted. */
  list(bucket: string, prefix?: string): Promise<string[]>;
  exists(bucket: string, key: string): Promise<boolean>;
  /** Throws when the store cannot be used (for the health check). */
  check(): Promise<void>;
}

export class InvalidStoragePathError extends Error {
  override name = "InvalidStoragePathError";
}

const bucketName = /^[a-z0-9][a-z0-9_-]{1,62}$/;

export function assertBucket(bucket: string): void {
  if (!bucketName.test(bucket)) throw new InvalidStoragePathError(`Invalid bucket name: ${bucket}`);
}

/** Accepts relative keys made of plain segments; refuses traversal, absolute paths and odd bytes. */
export function assertKey(key: string): void {
  const bad =
    key.length === 0 ||
    key.length > 1024 ||
    key.startsWith("/") ||
    key.includes("\\") ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse.
    /[\u0000-\u001f]/.test(key) ||
    key.split("/").some((segment) => segment === "" || segment === "." || segment === "..");
  if (bad) throw new InvalidStoragePathError(`Invalid storage key: ${JSON.stringify(key)}`);
}

export function toBytes(body: Uint8Array | string): Uint8Array {
  return typeof body === "string" ? new TextEncoder().encode(body) : body;
}
