/** Each comparison operator and the one that holds exactly when it does not. */
export const inverseComparison: Readonly<Record<string, string>> = {
  "<": ">=",
  ">": "<=",
  "<=": ">",
  ">=": "<",
  "==": "!=",
  "!=": "==",
};
