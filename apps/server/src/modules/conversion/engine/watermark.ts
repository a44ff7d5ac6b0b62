import sharp from "sharp";
import type { ConvertInput } from "./types.js";

export interface PreparedWatermark {
  text?: string;
  /** The image as a PNG data: URI, at most 800 px wide, with its width / height ratio. */
  image?: { dataUri: string; aspectRatio: number };
}

const TEXT_OPACITY = 0.18;
const IMAGE_OPACITY = 0.22;

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** Loads the watermark image once per document (any format sharp reads) and normalises it to a small PNG. */
export async function prepareWatermark(watermark: ConvertInput["watermark"]): Promise<PreparedWatermark | undefined> {
  const text = watermark?.text?.trim();
  if (!text && !watermark?.imagePath) return undefined;
  let image: PreparedWatermark["image"];
  if (watermark?.imagePath) {
    const { data, info } = await sharp(watermark.imagePath)
      .resize({ width: 800, withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    image = { dataUri: `data:image/png;base64,${data.toString("base64")}`, aspectRatio: info.width / info.height };
  }
  return { text: text || undefined, image };
}

function imageLayer(image: NonNullable<PreparedWatermark["image"]>, width: number, height: number): string {
  const imageWidth = width * 0.4;
  const imageHeight = imageWidth / image.aspectRatio;
  const x = (width - imageWidth) / 2;
  const y = (height - imageHeight) / 2;
  return `<image href="${image.dataUri}" x="${x}" y="${y}" width="${imageWidth}" height="${imageHeight}" opacity="${IMAGE_OPACITY}"/>`;
}

function textLayer(text: string, width: number, height: number): string {
  const copies: string[] = [];
  for (let row = 0; row < 4; row++) {
    for (let column = 0; column < 2; column++) {
      const x = (width * (0.27 + column * 0.46)).toFixed(1);
      const y = (height * (0.14 + row * 0.24)).toFixed(1);
      copies.push(`<text x="${x}" y="${y}" transform="rotate(-30 ${x} ${y})">${escapeXml(text)}</text>`);
    }
  }
  const fontSize = Math.round(width / 22);
  return (
    `<g fill="#7f7f7f" fill-opacity="${TEXT_OPACITY}" font-size="${fontSize}" text-anchor="middle" ` +
    `font-family="Noto Sans CJK SC, Source Han Sans SC, PingFang SC, Microsoft YaHei, sans-serif">${copies.join("")}</g>`
  );
}

/**
 * SVG markup of the watermark for a page of width × height user units: the text repeated diagonally across the
 * whole page (cropping one copy away does not remove it) and the image centred at 40 % of the page width.
 * The same markup is inserted into SVG pages and composited onto WebP pages.
 */
export function watermarkMarkup(watermark: PreparedWatermark, width: number, height: number): string {
  const layers: string[] = [];
  if (watermark.image) layers.push(imageLayer(watermark.image, width, height));
  if (watermark.text) layers.push(textLayer(watermark.text, width, height));
  return `<g id="wenku-watermark" pointer-events="none">${layers.join("")}</g>`;
}
