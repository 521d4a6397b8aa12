/** The most Rust the model is shown besides the Solidity, so a large crate cannot flood the prompt. */
export const REVIEWED_RUST_CHAR_BUDGET = 80_000;

const rank = (path: string) => {
  const name = path.slice(path.lastIndexOf("/") + 1);
  if (name === "contract.rs") return 0;
  if (name === "lib.rs") return 1;
  return 2;
};

/**
 * The crate's Rust sources the model reviews for hypotheses: every `.rs` file under a `src/`
 * folder (tests, the generated test module and binaries such as the schema tool left out),
 * contract.rs first, then lib.rs, then the others by path, whole files only, while they fit the
 * character budget.
 */
export function reviewedRustFiles(
  crate: { path: string; content: string }[],
  budget = REVIEWED_RUST_CHAR_BUDGET,
) {
  const sources = crate
    .filter(
      (f) => /(^|\/)src\/.*\.rs$/.test(f.path) && !/(^|\/)(tests?\.rs|tests?\/|bin\/)/.test(f.path),
    )
    .sort((a, b) => rank(a.path) - rank(b.path) || a.path.localeCompare(b.path));
  const shown: { path: string; content: string }[] = [];
  let used = 0;
  for (const file of sources) {
    if (shown.length > 0 && used + file.content.length > budget) continue;
    shown.push(file);
    used += file.content.length;
  }
  return shown;
}
