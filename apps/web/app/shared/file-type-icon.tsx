import {
  FileExcelFilled, FileFilled, FileMarkdownFilled, FilePdfFilled, FilePptFilled, FileTextFilled, FileWordFilled, ReadFilled,
} from "@ant-design/icons-svg";
import type { AbstractNode, IconDefinition } from "@ant-design/icons-svg/lib/types";
import { fileTypeOf, type FileTypeName } from "@wenku/contract";

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

const glyphs = [...new Set(Object.values(icons).map(({ icon }) => icon))];
const glyphId = (icon: IconDefinition) => `wk-file-glyph-${icon.name}`;
/** The icon's svg: these filled icons are paths in the svg's own coordinates. */
const drawingOf = (icon: IconDefinition): AbstractNode => (typeof icon.icon === "function" ? icon.icon("currentColor", "currentColor") : icon.icon);

/**
 * The file-type glyphs, drawn once per page (in the root layout) for FileTypeIcon to refer to. A list of 120
 * documents had carried 120 copies of the PDF glyph's 1.7 KB path: most of the home page's HTML and of its render.
 */
export function FileTypeGlyphs() {
  return (
    <svg width="0" height="0" style={{ position: "absolute" }} aria-hidden="true" focusable="false">
      <defs>
        {glyphs.map((icon) => (
          <g key={icon.name} id={glyphId(icon)}>
            {(drawingOf(icon).children ?? []).map((path, index) => <path key={index} d={path.attrs.d} />)}
          </g>
        ))}
      </defs>
    </svg>
  );
}

/**
 * The icon of a document's type (pdf, word, ppt, excel, text, epub, mobi, chm, umd, other): antd's icon markup,
 * its glyph drawn by reference to FileTypeGlyphs.
 */
export function FileTypeIcon({ ext, size = 16 }: { ext?: string; size?: number }) {
  const type = fileTypeOf(ext ?? "");
  const { icon, color } = icons[type];
  return (
    <span className="wk-file-icon" style={{ display: "inline-flex", alignItems: "center" }} data-file-type={type} aria-label={type}>
      <span role="img" aria-label={icon.name} className={`anticon anticon-${icon.name}`} style={{ color, fontSize: size }}>
        <svg viewBox={drawingOf(icon).attrs.viewBox} focusable="false" data-icon={icon.name} width="1em" height="1em" fill="currentColor" aria-hidden="true">
          <use href={`#${glyphId(icon)}`} />
        </svg>
      </span>
    </span>
  );
}
