import sharp from "sharp";

const SIZE = 32;

/** An open book on the default antd blue, as shown while no icon is set. */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 32 32">
<rect width="32" height="32" rx="6" fill="#1677ff"/>
<path d="M6 9c3.5-1.2 7-1 10 1v14c-3-2-6.5-2.2-10-1z" fill="#fff"/>
<path d="M26 9c-3.5-1.2-7-1-10 1v14c3-2 6.5-2.2 10-1z" fill="#d6e4ff"/>
</svg>`;

/** An ICO file holding one PNG image (the form every browser reads since Windows Vista's icons). */
function icoOf(png: Buffer): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(SIZE, 6);
  header.writeUInt8(SIZE, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

let icon: Promise<Buffer> | undefined;

/** The icon served at /favicon.ico while `system.favicon` is empty, drawn once. */
export function defaultFavicon(): Promise<Buffer> {
  icon ??= sharp(Buffer.from(svg)).png().toBuffer().then(icoOf);
  return icon;
}
