/**
 * Code with the feature texts of statement stubs (`unsupported("the identifier x")`) emptied, so
 * that checks for which names the code uses do not count words quoted there.
 */
export function withoutStubTexts(code: string): string {
  return code.replace(/\bunsupported(::<[^>]*>)?\("(?:[^"\\]|\\.)*"\)/g, 'unsupported("")');
}
