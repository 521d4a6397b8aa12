import { CONVERTED_CONTRACTS_BUCKET, type Storage } from "../storage/storage.ts";

/** Where version n of a contract's crate lives in the converted_contracts bucket. */
export function versionPrefix(userId: string | null, contractId: string, version: number): string {
  return `${userId ?? "shared"}/${contractId}/v${version}`;
}

export async function writeVersionFiles(
  storage: Storage,
  prefix: string,
  files: { path: string; content: string }[],
): Promise<void> {
  for (const file of files) {
    await storage.put(CONVERTED_CONTRACTS_BUCKET, `${prefix}/${file.path}`, file.content, {
      contentType: "text/plain; charset=utf-8",
    });
  }
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
