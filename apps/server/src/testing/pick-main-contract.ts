/**
 * The contract scenarios deploy: the one chosen in the conversion options when it deploys, else
 * the last deployable contract of the file (the converter's own default).
 */
export function pickMainContract(
  contracts: readonly { name: string; deployable: boolean }[],
  preferred: string | null,
): string | null {
  const deployable = contracts.filter((c) => c.deployable).map((c) => c.name);
  if (preferred && deployable.includes(preferred)) return preferred;
  return deployable.at(-1) ?? null;
}
