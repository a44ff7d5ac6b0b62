// A program's errors as `tsc -p` reports them: the same diagnostics in the same order, in its format.
import ts from "typescript";

/** The diagnostics tsc's emitFilesAndReportErrors collects before emitting, for a program that does not emit. */
export function preEmitDiagnostics(program: ts.Program): readonly ts.Diagnostic[] {
  const all = [...program.getConfigFileParsingDiagnostics()];
  const fromConfig = all.length;
  all.push(...program.getSyntacticDiagnostics());
  if (all.length === fromConfig) {
    all.push(...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics());
    if (all.length === fromConfig) all.push(...program.getSemanticDiagnostics());
    const options = program.getCompilerOptions();
    if (options.noEmit && (options.declaration || options.composite) && all.length === fromConfig) {
      all.push(...program.getDeclarationDiagnostics());
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
