import fsp from "node:fs/promises";
import sharp from "sharp";

export interface ImageInfo {
  width: number;
  height: number;
}

async function readHead(file: string, bytes: number): Promise<Buffer> {
  const handle = await fsp.open(file, "r");
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** ICO and BMP headers carry their size; libvips does not read those formats. */
function fromHeader(ext: string, head: Buffer): ImageInfo | null {
  if (ext === ".ico" && head.length >= 8 && head.readUInt16LE(0) === 0 && head.readUInt16LE(2) === 1 && head.readUInt16LE(4) > 0) {
    return { width: head[6] || 256, height: head[7] || 256 };
  }
  if (ext === ".bmp" && head.length >= 26 && head.toString("latin1", 0, 2) === "BM") {
    return { width: Math.abs(head.readInt32LE(18)), height: Math.abs(head.readInt32LE(22)) };
  }
  return null;
}

/** The pixel size of an image file, or null when the bytes are not an image of the claimed type. */
export async function readImageInfo(file: string, ext: string): Promise<ImageInfo | null> {
  if (ext === ".ico" || ext === ".bmp") return fromHeader(ext, await readHead(file, 32));
  try {
    const meta = await sharp(file, { limitInputPixels: 100_000_000 }).metadata();
    const expected: Record<string, string[]> = {
      ".jpg": ["jpeg"], ".jpeg": ["jpeg"], ".png": ["png"], ".gif": ["gif"], ".webp": ["webp"],
    };
    if (!meta.width || !meta.height || !meta.format || !expected[ext]?.includes(meta.format)) return null;
    return { width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}
