import {
  FileExcelFilled, FileFilled, FileMarkdownFilled, FilePdfFilled, FilePptFilled, FileTextFilled, FileWordFilled, ReadFilled,
} from "@ant-design/icons-svg";
import type { AbstractNode, IconDefinition } from "@ant-design/icons-svg/lib/types";
import { fileTypeOf, type FileTypeName } from "@wenku/contract";
import { createContext, useContext, type ReactNode } from "react";

const icons: Record<FileTypeName, { icon: IconDefinition; color: string }> = {
  pdf: { icon: FilePdfFilled, color: "#e5483c" },
  word: { icon: FileWordFilled, color: "#2b6fd6" },
  ppt: { icon: FilePptFilled, color: "#e0692c" },
  excel: { icon: FileExcelFilled, color: "#1f8f4e" },
  text: { icon: FileTextFilled, color: "#6b7785" },
  epub: { icon: ReadFilled, color: "#8a5cd1" },
  mobi: { icon: ReadFilled, color: "#b05cd1" },
  chm: { icon: FileMarkdownFilled, color: "#5c7cd1" },
  umd: { icon: ReadFilled, color: "#5cb0d1" },
  other: { icon: FileFilled, color: "#8c8c8c" },
};

const glyphId = (icon: IconDefinition) => `wk-file-glyph-${icon.name}`;
/** The icon's svg: these filled icons are paths in the svg's own coordinates. */
const drawingOf = (icon: IconDefinition): AbstractNode => (typeof icon.icon === "function" ? icon.icon("currentColor", "currentColor") : icon.icon);
const iconOf = (ext: string | undefined) => icons[fileTypeOf(ext ?? "")].icon;

/** The glyphs drawn once by an enclosing FileTypeGlyphs, which the FileTypeIcons inside refer to. */
const DefinedGlyphs = createContext<ReadonlySet<IconDefinition>>(new Set());

/**
 * A list of documents whose file-type icons draw each glyph once: the glyphs of the types that occur twice or more
 * in `exts` (and that no enclosing list defines) are drawn here, and the icons inside refer to them. Without it
 * every icon carries a copy of its path (1.7 KB for PDF): the home page of a populated library had 120, most of
 * its HTML. Pages with one or two icons keep them inline, which is smaller than the definitions.
 */
export function FileTypeGlyphs({ exts, children }: { exts: Array<string | undefined>; children: ReactNode }) {
  const outer = useContext(DefinedGlyphs);
  const counts = new Map<IconDefinition, number>();
  for (const ext of exts) counts.set(iconOf(ext), (counts.get(iconOf(ext)) ?? 0) + 1);
  const added = [...counts].filter(([icon, count]) => count > 1 && !outer.has(icon)).map(([icon]) => icon);
  if (added.length === 0) return children;
  return (
    <DefinedGlyphs value={new Set([...outer, ...added])}>
      <svg width="0" height="0" style={{ position: "absolute" }} aria-hidden="true" focusable="false">
        <defs>
          {added.map((icon) => (
            <g key={icon.name} id={glyphId(icon)}>
              <Paths icon={icon} />
            </g>
          ))}
        </defs>
      </svg>
      {children}
    </DefinedGlyphs>
  );
}

function Paths({ icon }: { icon: IconDefinition }) {
  return (drawingOf(icon).children ?? []).map((path, index) => <path key={index} d={path.attrs.d} />);
}

/**
 * The icon of a document's type (pdf, word, ppt, excel, text, epub, mobi, chm, umd, other): antd's icon markup, its
 * glyph drawn in place or, inside a FileTypeGlyphs that defines it, by reference.
 */
export function FileTypeIcon({ ext, size = 16 }: { ext?: string; size?: number }) {
  const type = fileTypeOf(ext ?? "");
  const { icon, color } = icons[type];
  const defined = useContext(DefinedGlyphs).has(icon);
  return (
    <span className="wk-file-icon" style={{ display: "inline-flex", alignItems: "center" }} data-file-type={type} aria-label={type}>
      <span role="img" aria-label={icon.name} className={`anticon anticon-${icon.name}`} style={{ color, fontSize: size }}>
        <svg viewBox={drawingOf(icon).attrs.viewBox} focusable="false" data-icon={icon.name} width="1em" height="1em" fill="currentColor" aria-hidden="true">
          {defined ? <use href={`#${glyphId(icon)}`} /> : <Paths icon={icon} />}
        </svg>
      </span>
    </span>
  );
}
