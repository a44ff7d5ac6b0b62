/** How to find out whether a native tool is there and which version it is. */
export interface NativeTool {
  name: string;
  description: string;
  is_required: boolean;
  /** Debian packages that provide it (scripts/install-system.sh installs the same). */
  packages: string[];
  probe:
    | { kind: "command"; command: string; args: string[]; version: RegExp }
    /** A tesseract language: its traineddata is listed by `tesseract --list-langs`. */
    | { kind: "tesseract-language"; language: string }
    /** Files of which one must exist; the package's version comes from dpkg. */
    | { kind: "files"; paths: string[] };
}

/** Noto CJK as modules/conversion/engine/render-source.ts looks for it. */
const NOTO_CJK_FILES = [
  "/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc",
  "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
  "/usr/share/fonts/noto-cjk/NotoSerifCJK-Regular.ttc",
];

/** Every program the server spawns (modules/conversion, modules/chat export) and the data they need. */
export const nativeTools: NativeTool[] = [
  {
    name: "LibreOffice (soffice)",
    description: "把 Word、Excel、PowerPoint 等办公文档转换为 PDF",
    is_required: true,
    packages: ["libreoffice-nogui", "libreoffice-writer-nogui", "libreoffice-calc-nogui", "libreoffice-impress-nogui"],
    probe: { kind: "command", command: "soffice", args: ["--version"], version: /LibreOffice\s+([\d.]+)/ },
  },
  {
    name: "Python-UNO (python3-uno)",
    description: "让 LibreOffice 常驻，办公文档转换更快；缺少时每份文档各启动一次 LibreOffice",
    is_required: false,
    packages: ["python3-uno"],
    probe: { kind: "files", paths: ["/usr/lib/python3/dist-packages/uno.py"] },
  },
  {
    name: "MuPDF (mutool)",
    description: "渲染 PDF 页面为预览图片并提取文字",
    is_required: true,
    packages: ["mupdf-tools"],
    probe: { kind: "command", command: "mutool", args: ["-v"], version: /version\s+([\d.]+)/ },
  },
  {
    name: "Poppler (pdfinfo)",
    description: "读取 PDF 的页数与页面尺寸",
    is_required: true,
    packages: ["poppler-utils"],
    probe: { kind: "command", command: "pdfinfo", args: ["-v"], version: /version\s+([\d.]+)/ },
  },
  {
    name: "Noto CJK 字体 (fonts-noto-cjk)",
    description: "渲染中文、日文、韩文文字；缺少时这些文字显示为方框",
    is_required: true,
    packages: ["fonts-noto-cjk"],
    probe: { kind: "files", paths: NOTO_CJK_FILES },
  },
  {
    name: "Calibre (ebook-convert)",
    description: "转换 EPUB、MOBI、AZW3 等电子书；缺少时这些格式无法转换",
    is_required: false,
    packages: ["calibre"],
    probe: { kind: "command", command: "ebook-convert", args: ["--version"], version: /calibre\s+([\d.]+)/ },
  },
  {
    name: "Tesseract OCR (tesseract)",
    description: "识别扫描件与图片中的文字（未配置视觉大模型时使用）",
    is_required: false,
    packages: ["tesseract-ocr"],
    probe: { kind: "command", command: "tesseract", args: ["--version"], version: /tesseract\s+v?([\d.]+)/ },
  },
  {
    name: "Tesseract 简体中文数据 (chi_sim)",
    description: "Tesseract 识别简体中文所需的语言数据",
    is_required: false,
    packages: ["tesseract-ocr-chi-sim"],
    probe: { kind: "tesseract-language", language: "chi_sim" },
  },
  {
    name: "Tesseract 英文数据 (eng)",
    description: "Tesseract 识别英文所需的语言数据",
    is_required: false,
    packages: ["tesseract-ocr-eng"],
    probe: { kind: "tesseract-language", language: "eng" },
  },
  {
    name: "Pandoc (pandoc)",
    description: "把 AI 对话导出为 Word 文档",
    is_required: false,
    packages: ["pandoc"],
    probe: { kind: "command", command: "pandoc", args: ["--version"], version: /pandoc\s+([\d.]+)/ },
  },
];

/** The command that installs a tool's packages on Debian. */
export const installCommand = (tool: NativeTool) => `apt-get install -y --no-install-recommends ${tool.packages.join(" ")}`;
