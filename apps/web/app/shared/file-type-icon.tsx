import {
  FileExcelFilled, FileFilled, FileMarkdownFilled, FilePdfFilled, FilePptFilled, FileTextFilled, FileWordFilled, ReadFilled,
} from "@ant-design/icons";
import { fileTypeOf, type FileTypeName } from "@wenku/contract";
import type { ComponentType, CSSProperties } from "react";

const icons: Record<FileTypeName, { Icon: ComponentType<{ style?: CSSProperties }>; color: string }> = {
  pdf: { Icon: FilePdfFilled, color: "#e5483c" },
  word: { Icon: FileWordFilled, color: "#2b6fd6" },
  ppt: { Icon: FilePptFilled, color: "#e0692c" },
  excel: { Icon: FileExcelFilled, color: "#1f8f4e" },
  text: { Icon: FileTextFilled, color: "#6b7785" },
  epub: { Icon: ReadFilled, color: "#8a5cd1" },
  mobi: { Icon: ReadFilled, color: "#b05cd1" },
  chm: { Icon: FileMarkdownFilled, color: "#5c7cd1" },
  umd: { Icon: ReadFilled, color: "#5cb0d1" },
  other: { Icon: FileFilled, color: "#8c8c8c" },
};

/** The icon of a document's type (pdf, word, ppt, excel, text, epub, mobi, chm, umd, other). */
export function FileTypeIcon({ ext, size = 16 }: { ext?: string; size?: number }) {
  const type = fileTypeOf(ext ?? "");
  const { Icon, color } = icons[type];
  return (
    <span className="wk-file-icon" style={{ display: "inline-flex", alignItems: "center" }} data-file-type={type} aria-label={type}>
      <Icon style={{ color, fontSize: size }} />
    </span>
  );
}
