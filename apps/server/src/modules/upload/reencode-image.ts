import fsp from "node:fs/promises";
import sharp from "sharp";
import { decodeLegacyBitmap } from "./legacy-bitmaps.js";

export interface ReencodedImage {
  data: Buffer;
  /** The stored type: the uploaded one, or .png for BMP and ICO. */
  ext: string;
  width: number;
  /** A frame's height for animations. */
  height: number;
}

/** No uploaded image may hold more pixels (all frames together): a 10 MB file can claim a billion. */
export const maxImagePixels = 40_000_000;

const formatsByExt: Record<string, string> = { ".jpg": "jpeg", ".jpeg": "jpeg", ".png": "png", ".gif": "gif", ".webp": "webp" };

/** Writes the decoded image again in its own format: metadata (EXIF, GPS, comments) is not carried over. */
function encode(image: sharp.Sharp, format: string): sharp.Sharp {
  if (format === "jpeg") return image.jpeg({ quality: 90, mozjpeg: true });
  if (format === "png") return image.png({ compressionLevel: 9 });
  if (format === "gif") return image.gif();
  return image.webp({ quality: 90, alphaQuality: 100 });
}

async function reencode(input: sharp.Sharp, format: string, ext: string, maxSide: number | undefined): Promise<ReencodedImage> {
  const sized = maxSide ? input.resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true }) : input;
  const { data, info } = await encode(sized, format).toBuffer({ resolveWithObject: true });
  return { data, ext, width: info.width, height: info.pageHeight ?? info.height };
}

/**
 * Decodes an uploaded image and encodes it again, so what is stored and served is pixels we produced rather than
 * bytes we were sent. JPEG, PNG, GIF and WebP keep their type (GIF and WebP animation and transparency kept, EXIF
 * orientation applied, metadata dropped); BMP and ICO (the largest icon) become PNG. Null when the file is not a
 * decodable image of the type its name claims — SVG under any name included, which is never rasterised. With
 * `maxSide`, a larger image is scaled down to fit a square of that side (an avatar is never shown larger).
 */
export async function reencodeImage(file: string, ext: string, maxSide?: number): Promise<ReencodedImage | null> {
  if (ext === ".bmp" || ext === ".ico") {
    const decoded = decodeLegacyBitmap(await fsp.readFile(file), ext, maxImagePixels);
    if (!decoded) return null;
    const input =
      decoded.kind === "png"
        ? sharp(decoded.data, { limitInputPixels: maxImagePixels })
        : sharp(decoded.data, { raw: { width: decoded.width, height: decoded.height, channels: 4 } });
    if (decoded.kind === "png" && (await input.metadata().catch(() => null))?.format !== "png") return null;
    return reencode(input, "png", ".png", maxSide).catch(() => null);
  }
  const format = formatsByExt[ext];
  if (!format) return null;
  try {
    const animated = format === "gif" || format === "webp";
    const input = sharp(file, { limitInputPixels: maxImagePixels, animated });
    const meta = await input.metadata();
    if (meta.format !== format || !meta.width || !meta.height) return null;
    return await reencode(input.rotate(), format, ext, maxSide);
  } catch {
    return null;
  }
}
