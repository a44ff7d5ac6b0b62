import sharp from "sharp";

/** Pixel size of an A4 page scanned at 200 dpi. */
const SCAN_WIDTH = 1654;
const SCAN_HEIGHT = 2339;

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A JPEG that looks like a scanned A4 page: large black text lines (CJK-capable system font) on white. */
export async function renderScannedPageJpeg(lines: string[]): Promise<{ data: Buffer; width: number; height: number }> {
  const fontSize = 40;
  const textElements = lines
    .map(
      (line, index) =>
        `<text x="140" y="${240 + index * fontSize * 1.8}" font-size="${fontSize}" font-family="Noto Sans CJK SC, sans-serif" fill="#111">${escapeXml(line)}</text>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SCAN_WIDTH}" height="${SCAN_HEIGHT}"><rect width="100%" height="100%" fill="#fdfdfb"/>${textElements}</svg>`;
  const data = await sharp(Buffer.from(svg)).flatten({ background: "#ffffff" }).jpeg({ quality: 85 }).toBuffer();
  return { data, width: SCAN_WIDTH, height: SCAN_HEIGHT };
}
