import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "playwright-core";

const run = promisify(execFile);

/** The text LibreOffice reads from a DOCX (`soffice --headless --convert-to txt`), with a throw-away profile. */
export async function docxText(bytes: Buffer): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-e2e-docx-"));
  try {
    const file = path.join(dir, "answer.docx");
    fs.writeFileSync(file, bytes);
    await run(
      "soffice",
      [`-env:UserInstallation=file://${path.join(dir, "profile")}`, "--headless", "--convert-to", "txt:Text (encoded):UTF8", "--outdir", dir, file],
      { timeout: 120_000 },
    );
    return fs.readFileSync(path.join(dir, "answer.txt"), "utf8");
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Width and height from a PNG's IHDR chunk; throws when the bytes are not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString("latin1", 12, 16) !== "IHDR") throw new Error("not a PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Decodes a PNG in Chromium: its natural size and how many of its pixels are not (near) white. */
export async function decodeInBrowser(page: Page, bytes: Buffer): Promise<{ width: number; height: number; inked: number }> {
  return page.evaluate(async (base64) => {
    const blob = new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: "image/png" });
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d")!;
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let inked = 0;
    for (let i = 0; i < pixels.length; i += 4) if (pixels[i] < 200 || pixels[i + 1] < 200 || pixels[i + 2] < 200) inked++;
    return { width: bitmap.width, height: bitmap.height, inked };
  }, bytes.toString("base64"));
}
