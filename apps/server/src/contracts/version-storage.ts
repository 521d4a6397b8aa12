import { CONVERTED_CONTRACTS_BUCKET, type Storage } from "../storage/storage.ts";

/**
 * Where version n of a contract's crate lives in the converted_contracts bucket. Each save
 * attempt gets its own folder (`v<n>-<attempt>`), so files a failed attempt left are never
 * mixed into a later version; versions saved before that live in `v<n>`.
 */
export function versionPrefix(
  userId: string | null,
  contractId: string,
  version: number,
  attempt?: string,
): string {
  return `${userId ?? "shared"}/${contractId}/v${version}${attempt ? `-${attempt}` : ""}`;
}

/**
 * Writes a version's files. When one fails, the ones already written are deleted (as far as
 * storage allows) before the error is passed on.
 */
export async function writeVersionFiles(
  storage: Storage,
  prefix: string,
  files: { path: string; content: string }[],
): Promise<void> {
  const written: string[] = [];
  try {
    for (const file of files) {
      const key = `${prefix}/${file.path}`;
      written.push(key);
      await storage.put(CONVERTED_CONTRACTS_BUCKET, key, file.content, {
        contentType: "text/plain; charset=utf-8",
      });
    }
  } catch (error) {
    await deleteVersionFiles(storage, written);
    throw error;
  }
}

/** Deletes stored files of a version that was not saved; failures to delete are ignored. */
export async function deleteVersionFiles(storage: Storage, keys: string[]): Promise<void> {
  for (const key of keys) await storage.delete(CONVERTED_CONTRACTS_BUCKET, key).catch(() => {});
}

/** The files of a stored version; throws when one is missing (storage failure). */
export async function readVersionFiles(
  storage: Storage,
  prefix: string,
  paths: string[],
): Promise<{ path: string; content: string }[]> {
  const decoder = new TextDecoder();
  const files: { path: string; content: string }[] = [];
  for (const path of paths) {
    const bytes = await storage.get(CONVERTED_CONTRACTS_BUCKET, `${prefix}/${path}`);
    if (!bytes) throw new Error(`Stored file ${prefix}/${path} is missing`);
    files.push({ path, content: decoder.decode(bytes) });
  }
  return files;
}
