/**
 * The import graph between the web app's feature folders, read from the sources (test support of
 * feature-boundaries.test.ts; the app never imports it). A feature is a folder of features/; shared/ and lib/ hold what
 * several features use. Every relative import counts: values, types only, stylesheets, dynamic import().
 */
import fs from "node:fs";
import path from "node:path";
import { cycleGroups } from "@wenku/contract";
import ts from "typescript";

export interface ImportEdge {
  from: string;
  to: string;
  /** The first import found that makes the edge, to show. */
  example: string;
}

const isTestSupport = (file: string) => /\.(test|type-test)\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") && !isTestSupport(entry.name) ? [full] : [];
  });
}

function relativeImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((specifier) => specifier.startsWith("."));
}

/** The top folder of appDir a file lies in ("features/<name>", "shared", "lib", "routes"…), or undefined at the top. */
export function placeOf(appDir: string, file: string): string | undefined {
  const parts = path.relative(appDir, file).split(path.sep);
  if (parts.length < 2 || parts[0] === "..") return undefined;
  if (parts[0] === "features") return parts.length > 2 ? `features/${parts[1]}` : undefined;
  return parts[0];
}

/** Every import from one place of appDir to another, once per pair of places. */
export function importEdges(appDir: string): ImportEdge[] {
  const edges = new Map<string, ImportEdge>();
  for (const file of sourceFiles(appDir)) {
    const from = placeOf(appDir, file);
    if (!from) continue;
    for (const specifier of relativeImports(file)) {
      const to = placeOf(appDir, path.resolve(path.dirname(file), specifier.replace(/\?.*$/, "")));
      const key = `${from} ${to}`;
      if (to && to !== from && !edges.has(key)) edges.set(key, { from, to, example: `${path.relative(appDir, file)} imports ${specifier}` });
    }
  }
  return [...edges.values()];
}

/** Groups of more than one feature that import each other, directly or round about (Tarjan's components). */
export function featureCycles(edges: ImportEdge[]): string[][] {
  const graph = new Map<string, string[]>();
  for (const { from, to } of edges) {
    if (from.startsWith("features/") && to.startsWith("features/")) graph.set(from, [...(graph.get(from) ?? []), to]);
  }
  return cycleGroups(graph);
}

/** The edges of a cycle group, to show why its features depend on each other. */
export function edgesWithin(edges: ImportEdge[], group: string[]): string[] {
  return edges.filter(({ from, to }) => group.includes(from) && group.includes(to)).map(({ from, to, example }) => `${from} → ${to}: ${example}`);
}
