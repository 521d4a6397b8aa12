import type { ContractRow } from "../db/schema.ts";
import type { Storage } from "../storage/storage.ts";
import { CONTRACT_SOURCES_BUCKET } from "./contract-deps.ts";

/** Where a project file is stored in contract_sources. */
export function projectFileKey(userId: string, contractId: string, path: string): string {
  return `${userId}/${contractId}/project/${path}`;
}

/**
 * A project contract's stored files (source unit name → text), main file first; null for a
 * contract uploaded as one file. A missing file is an error naming it.
 */
export async function readProjectSources(
  deps: { storage: Storage },
  contract: Pick<ContractRow, "id" | "user_id" | "project">,
): Promise<Array<{ path: string; content: string }> | null> {
  const project = contract.project;
  if (!project || !contract.user_id) return null;
  const userId = contract.user_id;
  const decoder = new TextDecoder();
  return Promise.all(
    project.files.map(async ({ path }) => {
      const bytes = await deps.storage.get(
        CONTRACT_SOURCES_BUCKET,
        projectFileKey(userId, contract.id, path),
      );
      if (!bytes)
        throw new Error(`The stored project file ${path} of contract ${contract.id} is missing`);
      return { path, content: decoder.decode(bytes) };
    }),
  );
}
