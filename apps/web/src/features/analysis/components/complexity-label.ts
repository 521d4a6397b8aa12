/**
 * The chart label of one function: `Contract.fn` for Solidity; for Rust the handler's name alone
 * in contract.rs and `module::fn` elsewhere, so the file path does not crowd the axis.
 */
export function complexityLabel(container: string | null | undefined, name: string): string {
  if (!container) return name;
  if (!container.endsWith(".rs")) return `${container}.${name}`;
  const module = container.slice(container.lastIndexOf("/") + 1, -".rs".length);
  return module === "contract" ? name : `${module}::${name}`;
}
