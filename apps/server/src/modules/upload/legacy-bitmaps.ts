import decodeBmp from "decode-bmp";
import decodeIco from "decode-ico";

/** The pixels of a BMP or ICO file as RGBA, or PNG bytes when an icon embeds a PNG. */
export type DecodedBitmap = { kind: "rgba"; data: Uint8Array; width: number; height: number } | { kind: "png"; data: Uint8Array };

const isPngAt = (file: Buffer, offset: number) => file.length >= offset + 24 && file.readUInt32BE(offset) === 0x89504e47;

/**
 * The pixels a BMP or ICO file claims, read from its headers before anything is decoded (the decoder allocates
 * width × height × 4 bytes up front). Embedded PNGs count too; sharp limits them again when it decodes them.
 */
function claimedPixels(file: Buffer, ext: string): number {
  if (ext === ".bmp") return file.length >= 26 ? Math.abs(file.readInt32LE(18)) * Math.abs(file.readInt32LE(22)) : Infinity;
  if (file.length < 6) return Infinity;
  let total = 0;
  for (let i = 0, count = file.readUInt16LE(4); i < count; i++) {
    const entry = 6 + 16 * i;
    if (file.length < entry + 16) return Infinity;
    const offset = file.readUInt32LE(entry + 12);
    if (isPngAt(file, offset)) total += file.readUInt32BE(offset + 16) * file.readUInt32BE(offset + 20);
    else if (file.length >= offset + 12) total += Math.abs(file.readInt32LE(offset + 4)) * Math.abs(file.readInt32LE(offset + 8) / 2);
    else return Infinity;
  }
  return total;
}

/**
 * Decodes a BMP, or the largest image of an ICO, which libvips cannot read. Null when the file does not decode
 * (truncated, compressed BMP, wrong magic bytes) or claims more than `maxPixels`.
 */
export function decodeLegacyBitmap(file: Buffer, ext: ".bmp" | ".ico", maxPixels: number): DecodedBitmap | null {
  if (claimedPixels(file, ext) > maxPixels) return null;
  try {
    if (ext === ".bmp") {
      const image = decodeBmp(file);
      return { kind: "rgba", data: new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength), width: image.width, height: image.height };
    }
    const images = decodeIco(file);
    const largest = images.sort((a, b) => b.width * b.height - a.width * a.height || b.bpp - a.bpp)[0];
    if (!largest) return null;
    if (largest.type === "png") return { kind: "png", data: largest.data };
    return { kind: "rgba", data: new Uint8Array(largest.data.buffer, largest.data.byteOffset, largest.data.byteLength), width: largest.width, height: largest.height };
  } catch {
    return null;
  }
}
