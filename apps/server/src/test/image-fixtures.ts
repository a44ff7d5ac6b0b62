import zlib from "node:zlib";
import sharp from "sharp";

/**
 * Test images built byte by byte, for the upload tests: BMP and ICO (which sharp cannot write), an animated GIF,
 * a JPEG carrying EXIF, and PNG headers that claim sizes no upload may have.
 */

/** A 32-bit bottom-up BMP of `width` × `height` pixels, each (r, g, b, a). */
export function makeBmp(width: number, height: number, pixel: (x: number, y: number) => [number, number, number, number]): Buffer {
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b, a] = pixel(x, height - 1 - y);
      pixels.set([b, g, r, a], (y * width + x) * 4);
    }
  }
  const header = Buffer.alloc(54);
  header.write("BM", 0, "latin1");
  header.writeUInt32LE(54 + pixels.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(32, 28);
  header.writeUInt32LE(pixels.length, 34);
  return Buffer.concat([header, pixels]);
}

/** An ICO whose entries are the given PNG files (each at most 256 × 256). */
export async function makeIco(pngs: Buffer[]): Promise<Buffer> {
  const directory = Buffer.alloc(6 + 16 * pngs.length);
  directory.writeUInt16LE(1, 2);
  directory.writeUInt16LE(pngs.length, 4);
  let offset = directory.length;
  for (const [i, png] of pngs.entries()) {
    const { width = 0, height = 0 } = await sharp(png).metadata();
    const entry = 6 + 16 * i;
    directory.writeUInt8(width % 256, entry);
    directory.writeUInt8(height % 256, entry + 1);
    directory.writeUInt16LE(1, entry + 4);
    directory.writeUInt16LE(32, entry + 6);
    directory.writeUInt32LE(png.length, entry + 8);
    directory.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  }
  return Buffer.concat([directory, ...pngs]);
}

/** A GIF of `frames` different frames with transparent pixels. */
export function makeAnimatedGif(width: number, height: number, frames: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * frames * 4);
  for (let f = 0; f < frames; f++) {
    for (let i = 0; i < width * height; i++) raw.set([f * 80, 40, 200, i % 2 ? 0 : 255], (f * width * height + i) * 4);
  }
  return sharp(raw, { raw: { width, height: height * frames, channels: 4, pageHeight: height } })
    .gif({ delay: Array.from({ length: frames }, () => 100), loop: 0 })
    .toBuffer();
}

/** A 20 × 10 JPEG whose EXIF says "rotate 90°" and carries a camera make and a comment. */
export function makeJpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 20, height: 10, channels: 3, background: "#c04020" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: "SecretCam", ImageDescription: "home address" } })
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A well-formed PNG that claims `width` × `height` grey pixels but holds only one row of them. */
export function makeClaimingPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const row = zlib.deflateSync(Buffer.alloc(width + 1));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", row), chunk("IEND", Buffer.alloc(0))]);
}
