/** What a column holds, on both sides: the TypeScript table types and the migrated database. */
export type ColumnKind = "string" | "number" | "boolean" | "bytes" | `other: ${string}`;

export interface DeclaredColumn {
  name: string;
  kind: ColumnKind;
  nullable: boolean;
  /** An insert may leave it out: `Generated<…>`, an optional property, or an insert type that takes undefined. */
  optionalOnInsert: boolean;
}

export interface MigratedColumn {
  name: string;
  kind: ColumnKind;
  nullable: boolean;
  hasDefault: boolean;
  autoIncrementing: boolean;
}

export interface Table<Column> {
  name: string;
  columns: Column[];
}
