import type { ContractLanguage } from "@contract-platform/api";

const byExtension: Record<string, ContractLanguage> = {
  ".sol": "solidity",
  ".vy": "vyper",
  ".yul": "yul",
  ".huff": "huff",
  ".rs": "rust",
};

export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot >= 0 ? fileName.slice(dot).toLowerCase() : "";
}

/** The language of an allowed file name, or null for any other extension. */
export function detectLanguage(fileName: string): ContractLanguage | null {
  return byExtension[fileExtension(fileName)] ?? null;
}
