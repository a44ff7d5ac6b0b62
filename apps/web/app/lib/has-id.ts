/**
 * Whether a row carries its id. Reply schemas leave every field optional (lists may project fields, api-contract
 * §1.6); rows the UI acts on need their id, so lists of them keep only the rows that have one.
 */
export function hasId<T extends { id?: number }>(row: T): row is T & { id: number } {
  return typeof row.id === "number";
}
