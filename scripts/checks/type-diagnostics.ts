// A program's errors as `tsc -p` reports them: the same diagnostics in the same order, in its format.
import ts from "typescript";

/**
 * The diagnostics tsc's emitFilesAndReportErrors collects before emitting, for a program that does not emit. With
 * `checksFile`, the syntactic and semantic diagnostics of only the source files it accepts: a file listed by several
 * tsconfigs is checked once, in the program of the first (ownersOfFiles), not once per program holding it.
 */
export function preEmitDiagnostics(program: ts.Program, checksFile: (fileName: string) => boolean = () => true): readonly ts.Diagnostic[] {
  const checked = program.getSourceFiles().filter((file) => checksFile(file.fileName));
  const all = [...program.getConfigFileParsingDiagnostics()];
  const fromConfig = all.length;
  for (const file of checked) all.push(...program.getSyntacticDiagnostics(file));
  if (all.length === fromConfig) {
    all.push(...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics());
    if (all.length === fromConfig) for (const file of checked) all.push(...program.getSemanticDiagnostics(file));
    const options = program.getCompilerOptions();
    if (options.noEmit && (options.declaration || options.composite) && all.length === fromConfig) {
      for (const file of checked) all.push(...program.getDeclarationDiagnostics(file));
    }
  }
  return ts.sortAndDeduplicateDiagnostics(all);
}

/** File names relative to `cwd`, as tsc prints them relative to the directory it runs in. */
export function formatDiagnostics(diagnostics: readonly ts.Diagnostic[], pretty: boolean, cwd = process.cwd()): string {
  if (diagnostics.length === 0) return "";
  const host: ts.FormatDiagnosticsHost = {
    getCanonicalFileName: (fileName) => fileName,
    getCurrentDirectory: () => cwd,
    getNewLine: () => ts.sys.newLine,
  };
  return pretty ? ts.formatDiagnosticsWithColorAndContext(diagnostics, host) : ts.formatDiagnostics(diagnostics, host);
}
