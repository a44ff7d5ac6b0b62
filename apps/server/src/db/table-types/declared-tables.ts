import path from "node:path";
import ts from "typescript";
import type { ColumnKind, DeclaredColumn, Table } from "./table-shape.js";

export interface DeclaredTablesSource {
  /** The files that declare the tables (the schema root and every file augmenting it). */
  files: string[];
  /** The file and name of the interface whose properties are the tables. */
  root: { file: string; name: string };
  /** Files that exist only in memory, by absolute path (tests of the comparison). */
  inMemory?: Map<string, string>;
}

const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

function createHost(inMemory: Map<string, string>): ts.CompilerHost {
  const host = ts.createCompilerHost(compilerOptions, true);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  host.fileExists = (file) => inMemory.has(path.resolve(file)) || fileExists(file);
  host.readFile = (file) => inMemory.get(path.resolve(file)) ?? readFile(file);
  host.getSourceFile = (file, language, ...rest) => {
    const text = inMemory.get(path.resolve(file));
    return text === undefined ? getSourceFile(file, language, ...rest) : ts.createSourceFile(file, text, language, true);
  };
  return host;
}

function kindOf(checker: ts.TypeChecker, type: ts.Type): ColumnKind {
  const parts = type.isUnion() ? type.types : [type];
  const kinds = new Set(
    parts
      .filter((part) => !(part.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)))
      .map((part): ColumnKind => {
        if (part.flags & ts.TypeFlags.StringLike) return "string";
        if (part.flags & ts.TypeFlags.NumberLike) return "number";
        if (part.flags & ts.TypeFlags.BooleanLike) return "boolean";
        const name = part.getSymbol()?.getName();
        if (name === "Uint8Array" || name === "Buffer") return "bytes";
        return `other: ${checker.typeToString(part)}`;
      }),
  );
  return kinds.size === 1 ? [...kinds][0] : `other: ${checker.typeToString(type)}`;
}

const includes = (type: ts.Type, flag: ts.TypeFlags) => (type.isUnion() ? type.types : [type]).some((part) => (part.flags & flag) !== 0);

/** A column as Kysely reads its type: `ColumnType<Select, Insert, Update>` (so `Generated<T>`), or one type for all. */
function columnShape(checker: ts.TypeChecker, column: ts.Symbol, at: ts.Node): DeclaredColumn {
  const declared = checker.getTypeOfSymbolAtLocation(column, at);
  const part = (name: string) => {
    const member = declared.getProperty(name);
    return member ? checker.getTypeOfSymbolAtLocation(member, at) : undefined;
  };
  const select = part("__select__") ?? declared;
  const insert = part("__insert__") ?? declared;
  const optional = (column.flags & ts.SymbolFlags.Optional) !== 0;
  return {
    name: column.getName(),
    kind: kindOf(checker, select),
    nullable: includes(select, ts.TypeFlags.Null),
    optionalOnInsert: optional || includes(insert, ts.TypeFlags.Undefined),
  };
}

/** The tables the TypeScript types declare, read with the compiler's type checker (so aliases, `extends` and unions resolve). */
export function readDeclaredTables(source: DeclaredTablesSource): Array<Table<DeclaredColumn>> {
  const inMemory = new Map([...(source.inMemory ?? new Map<string, string>())].map(([file, text]) => [path.resolve(file), text]));
  const program = ts.createProgram({ rootNames: source.files, options: compilerOptions, host: createHost(inMemory) });
  const checker = program.getTypeChecker();
  const rootFile = program.getSourceFile(source.root.file);
  if (!rootFile) throw new Error(`${source.root.file} is not part of the program`);
  const rootDeclaration = rootFile.statements.find(
    (statement): statement is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(statement) && statement.name.text === source.root.name,
  );
  if (!rootDeclaration) throw new Error(`${source.root.file} declares no interface ${source.root.name}`);
  const root = checker.getTypeAtLocation(rootDeclaration);
  return root.getProperties().map((table) => {
    const at = table.declarations?.[0] ?? rootDeclaration;
    const row = checker.getTypeOfSymbolAtLocation(table, at);
    return { name: table.getName(), columns: row.getProperties().map((column) => columnShape(checker, column, at)) };
  });
}
