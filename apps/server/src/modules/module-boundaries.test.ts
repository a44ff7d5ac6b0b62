/**
 * The boundaries between server modules. A module is a folder of modules/; its code is what the server build ships
 * (test files, *-fixtures.ts and test/ folders are left out: they set up whatever a test needs).
 *  1. No import cycle between modules. An import counts whether it brings values or only types. An import of a file
 *     outside modules/ (http/, db/…) counts as importing the modules that file loads in turn (its value imports: the
 *     types of context.ts and http/route.ts name settings and the actor without loading them).
 *  2. A table belongs to the module that declares it: the module whose files (its tables.ts) add it to `Database` of
 *     db/schema.ts. The core tables of db/core-tables.ts name their module with `@owner`. Only that module writes the
 *     table (insertInto, updateTable, deleteFrom, replaceInto, mergeInto; INSERT INTO, UPDATE, DELETE FROM in raw SQL);
 *     other modules call its functions. Reading another module's table is allowed.
 *  3. Other modules use search through its public entry, modules/search/index.ts.
 *  4. Migrations are frozen: they import kysely and the column helpers of db/columns.ts, never live code of modules/
 *     or the contract, so editing a module cannot change what an old migration does.
 *  5. The server build (apps/server/tsconfig.json) compiles no test support into dist/.
 */
import fs from "node:fs";
import path from "node:path";
import { cycleGroups } from "@wenku/contract";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const serverSrc = path.resolve(import.meta.dirname, "..");
const modulesDir = path.join(serverSrc, "modules");
const rel = (file: string) => path.relative(serverSrc, file);

const isTestSupport = (file: string) => /\.test\.ts$|-fixtures\.ts$/.test(file) || file.split(path.sep).includes("test");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

const parsed = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) parsed.set(file, (source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true)));
  return source;
}

/** The module a file belongs to, or undefined outside modules/<name>/. */
function moduleOf(file: string): string | undefined {
  const parts = path.relative(modulesDir, file).split(path.sep);
  return parts.length > 1 && parts[0] !== ".." ? parts[0] : undefined;
}

interface Import {
  specifier: string;
  /** The file it resolves to, for a relative import of a source file. */
  target?: string;
  /** Brings types only: erased from the JavaScript. */
  typeOnly: boolean;
}

function bringsTypesOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly || (!!node.exportClause && ts.isNamedExports(node.exportClause) && node.exportClause.elements.every((e) => e.isTypeOnly));
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return !clause.name && !!named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
}

function importsOf(file: string): Import[] {
  const found: Array<{ specifier: string; typeOnly: boolean }> = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: bringsTypesOnly(node) });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return found.map(({ specifier, typeOnly }) => {
    if (!specifier.startsWith(".")) return { specifier, typeOnly };
    const bare = path.resolve(path.dirname(file), specifier).replace(/\.js$/, "");
    const target = [`${bare}.ts`, path.join(bare, "index.ts")].find((candidate) => fs.existsSync(candidate));
    return { specifier, target, typeOnly };
  });
}

const shippedModuleFiles = sourceFiles(modulesDir).filter((file) => moduleOf(file) && !isTestSupport(file));
const moduleNames = new Set(shippedModuleFiles.map((file) => moduleOf(file)!));

/** The modules a file outside modules/ loads through its value imports, following other such files. */
const reachedThrough = new Map<string, Set<string>>();
function modulesReachedFrom(file: string, visiting = new Set<string>()): Set<string> {
  const known = reachedThrough.get(file);
  if (known) return known;
  const reached = new Set<string>();
  visiting.add(file);
  for (const { target, typeOnly } of importsOf(file)) {
    if (!target || typeOnly || isTestSupport(target)) continue;
    const module = moduleOf(target);
    if (module) reached.add(module);
    else if (!visiting.has(target)) for (const each of modulesReachedFrom(target, visiting)) reached.add(each);
  }
  visiting.delete(file);
  if (visiting.size === 0) reachedThrough.set(file, reached);
  return reached;
}

/** module → module it imports → the first import found, to show. */
function moduleGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of shippedModuleFiles) {
    const from = moduleOf(file)!;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const { specifier, target, typeOnly } of importsOf(file)) {
      if (!target) continue;
      const to = moduleOf(target);
      const reached = to ? [to] : typeOnly ? [] : [...modulesReachedFrom(target)];
      for (const module of reached) {
        if (module !== from && !edges.has(module)) edges.set(module, `${rel(file)} imports ${specifier}${to ? "" : ` (which reaches modules/${module})`}`);
      }
    }
  }
  return graph;
}

/** Strongly connected groups of more than one module. */
const cycles = (graph: Map<string, Map<string, string>>): string[][] =>
  cycleGroups(new Map([...graph].map(([node, next]) => [node, [...next.keys()]])));

/** The tables named by `interface Database` in the file, with the `@owner` tag of each when there is one. */
function declaredTables(file: string): Array<{ table: string; owner?: string }> {
  const tables: Array<{ table: string; owner?: string }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === "Database") {
      for (const member of node.members) {
        if (!member.name || !(ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))) continue;
        const owner = ts.getJSDocTags(member).find((tag) => tag.tagName.text === "owner")?.comment;
        tables.push({ table: member.name.text, owner: typeof owner === "string" ? owner.trim() : undefined });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return tables;
}

/** table → owning module, and the problems found deciding it. */
function tableOwners(): { owners: Map<string, string>; problems: string[] } {
  const owners = new Map<string, string>();
  const problems: string[] = [];
  const claim = (table: string, owner: string, where: string) => {
    if (owners.has(table) && owners.get(table) !== owner) problems.push(`${table} is declared by modules/${owners.get(table)} and by ${where}`);
    else owners.set(table, owner);
  };
  for (const file of shippedModuleFiles) for (const { table } of declaredTables(file)) claim(table, moduleOf(file)!, rel(file));
  for (const { table, owner } of declaredTables(path.join(serverSrc, "db/core-tables.ts"))) {
    if (!owner || !moduleNames.has(owner)) problems.push(`db/core-tables.ts: ${table} needs an @owner naming a module (has ${owner ?? "none"})`);
    else claim(table, owner, "db/core-tables.ts");
  }
  return { owners, problems };
}

const kyselyWrites = new Set(["insertInto", "updateTable", "deleteFrom", "replaceInto", "mergeInto"]);
const rawWrite = /\b(?:insert\s+(?:or\s+\w+\s+)?into|update|delete\s+from)\s+"?([A-Za-z_]\w*)"?/gi;

/** The table names an argument can take: literals, both sides of a condition, a const initialised with them. */
function tablesNamedBy(expression: ts.Expression, source: ts.SourceFile): string[] | undefined {
  if (ts.isStringLiteralLike(expression)) return [expression.text.split(/\s+as\s+/i)[0].trim()];
  if (ts.isParenthesizedExpression(expression)) return tablesNamedBy(expression.expression, source);
  if (ts.isConditionalExpression(expression)) {
    const either = [tablesNamedBy(expression.whenTrue, source), tablesNamedBy(expression.whenFalse, source)];
    return either.every(Boolean) ? either.flat().filter((table) => table !== undefined) : undefined;
  }
  if (ts.isArrayLiteralExpression(expression)) {
    const each = expression.elements.map((element) => tablesNamedBy(element, source));
    return each.every(Boolean) ? each.flat().filter((table) => table !== undefined) : undefined;
  }
  if (ts.isIdentifier(expression)) {
    let initializer: ts.Expression | undefined;
    const find = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === expression.text && node.initializer) initializer = node.initializer;
      ts.forEachChild(node, find);
    };
    find(source);
    return initializer ? tablesNamedBy(initializer, source) : undefined;
  }
  return undefined;
}

function rawSqlText(node: ts.Node): string | undefined {
  if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === "sql") {
    const template = node.template;
    return ts.isNoSubstitutionTemplateLiteral(template) ? template.text : [template.head.text, ...template.templateSpans.map((span) => span.literal.text)].join(" ? ");
  }
  if (ts.isCallExpression(node) && node.expression.getText() === "sql.raw" && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) return node.arguments[0].text;
  return undefined;
}

/** Every write of a module file: the tables written, or the call whose table cannot be told. */
function writesOf(file: string): Array<{ tables?: string[]; where: string }> {
  const source = parse(file);
  const writes: Array<{ tables?: string[]; where: string }> = [];
  const where = (node: ts.Node) => `${rel(file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && kyselyWrites.has(node.expression.name.text) && node.arguments[0]) {
      writes.push({ tables: tablesNamedBy(node.arguments[0], source), where: where(node) });
    }
    const raw = rawSqlText(node);
    if (raw) for (const match of raw.matchAll(rawWrite)) writes.push({ tables: [match[1]], where: where(node) });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return writes;
}

describe("module boundaries", () => {
  it("has no import cycle between modules", () => {
    const graph = moduleGraph();
    const described = cycles(graph).map((group) => {
      const edges = group.flatMap((from) => group.filter((to) => graph.get(from)?.has(to)).map((to) => `  ${from} → ${to}: ${graph.get(from)!.get(to)}`));
      return `cycle ${group.join(", ")}:\n${edges.join("\n")}`;
    });
    expect(described).toEqual([]);
  });

  it("lets only the owning module write a table", () => {
    const { owners, problems } = tableOwners();
    expect(problems).toEqual([]);
    expect(owners.size).toBeGreaterThan(50);
    const foreign: string[] = [];
    for (const file of shippedModuleFiles) {
      const module = moduleOf(file)!;
      for (const { tables, where } of writesOf(file)) {
        if (!tables) foreign.push(`${where}: a write whose table is not a literal (name the table so its owner can be checked)`);
        for (const table of tables ?? []) {
          const owner = owners.get(table);
          if (owner && owner !== module) foreign.push(`${where}: modules/${module} writes ${table}, which modules/${owner} owns`);
        }
      }
    }
    expect(foreign).toEqual([]);
  });

  it("reaches search only through its public entry", () => {
    const entry = path.join(modulesDir, "search/index.ts");
    expect(fs.existsSync(entry)).toBe(true);
    const inside: string[] = [];
    for (const file of shippedModuleFiles.filter((each) => moduleOf(each) !== "search")) {
      for (const { specifier, target } of importsOf(file)) {
        if (target && moduleOf(target) === "search" && target !== entry) inside.push(`${rel(file)} imports ${specifier}`);
      }
    }
    expect(inside).toEqual([]);
  });

  it("keeps migrations frozen: no live code of modules or the contract", () => {
    const migrationsDir = path.join(serverSrc, "db/migrations");
    // Libraries pinned to one version (no range) in package.json cannot change under a migration either.
    const dependencies = (JSON.parse(fs.readFileSync(path.join(serverSrc, "../package.json"), "utf8")) as { dependencies: Record<string, string> }).dependencies;
    const pinned = (specifier: string) => /^\d+\.\d+\.\d+$/.test(dependencies[specifier] ?? "");
    const allowed = (file: string, { specifier, target }: Import) =>
      specifier === "kysely" || specifier.startsWith("kysely/") || pinned(specifier) || target === path.join(serverSrc, "db/columns.ts") || (target !== undefined && path.dirname(target) === migrationsDir);
    const live = sourceFiles(migrationsDir)
      .filter((file) => !isTestSupport(file))
      .flatMap((file) => importsOf(file).filter((each) => !allowed(file, each)).map((each) => `${rel(file)} imports ${each.specifier}`));
    expect(live).toEqual([]);
  });

  it("compiles no test support into dist/", () => {
    const configFile = path.join(serverSrc, "../tsconfig.json");
    const read: { config?: unknown } = ts.readConfigFile(configFile, (file) => ts.sys.readFile(file));
    const compiled = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(configFile)).fileNames.map((file) => path.resolve(file));
    expect(compiled.length).toBeGreaterThan(500);
    expect(compiled.filter(isTestSupport).map(rel)).toEqual([]);
  });
});
