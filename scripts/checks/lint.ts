// ESLint over the repository with eslint.config.js, its type-aware rules reading the programs the type check built
// (typescript-eslint's `programs` option) instead of building their own from the same tsconfigs.
import path from "node:path";
import { ESLint, type Linter } from "eslint";
import type ts from "typescript";

export interface LintSlice {
  /** The programs, by project index; a file owned by a project is typed with that project's program only. */
  programs: ReadonlyMap<number, ts.Program>;
  owners: ReadonlyMap<string, number>;
  /** Files (absolute) to lint; undefined lints the whole tree as `eslint .` does, less the files in `skip`. */
  files?: readonly string[];
  skip?: (absolutePath: string) => boolean;
}

export interface LintOutcome {
  report: string;
  errors: number;
  warnings: number;
}

/**
 * ESLint's config arrays match a function in `files` or `ignores` against each file's absolute path (a list of a
 * thousand globs would be matched one by one); ESLint's types declare only globs.
 */
function matcher(test: (absolutePath: string) => boolean): string {
  return test as unknown as string;
}

export async function lint(root: string, slice: LintSlice): Promise<LintOutcome> {
  const typed: Linter.Config[] = [...slice.programs].map(([index, program]) => ({
    files: [matcher((file) => slice.owners.get(path.resolve(file)) === index)],
    languageOptions: { parserOptions: { project: false, programs: [program] } },
  }));
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: slice.skip ? [{ ignores: [matcher(slice.skip)] }, ...typed] : typed,
    warnIgnored: false,
  });
  const results = await eslint.lintFiles(slice.files ? [...slice.files] : ["."]);
  const formatter = await eslint.loadFormatter("stylish");
  const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
  const warnings = results.reduce((sum, result) => sum + result.warningCount, 0);
  return { report: await formatter.format(results), errors, warnings };
}
