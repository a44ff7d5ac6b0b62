import crypto from "node:crypto";
import svgCaptcha from "svg-captcha";

export interface CaptchaStyle {
  type: string;
  length: number;
  width: number;
  height: number;
}

type RenderSvg = (text: string, options: { width: number; height: number; noise: number; color: boolean; fontSize: number }) => string;
/** The package's default export draws a given text; its typings only describe the helpers that pick the text themselves. */
const renderSvg = svgCaptcha as unknown as RenderSvg;

const DIGITS = "0123456789";
/** Letters and digits that cannot be mistaken for one another. */
const CHARACTERS = "23456789abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ";

const randomText = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[crypto.randomInt(alphabet.length)]).join("");

/** A question and its answer: a code to copy, or a sum or difference of two digits to work out. */
function question(style: CaptchaStyle): { shown: string; answer: string } {
  if (style.type === "math") {
    const a = crypto.randomInt(1, 10);
    const b = crypto.randomInt(1, 10);
    return crypto.randomInt(2) === 0 || a < b ? { shown: `${a}+${b}=?`, answer: String(a + b) } : { shown: `${a}-${b}=?`, answer: String(a - b) };
  }
  const length = Math.min(8, Math.max(3, Math.round(style.length) || 5));
  const text = randomText(style.type === "string" ? CHARACTERS : DIGITS, length);
  return { shown: text, answer: text };
}

/** Draws a captcha as an SVG data URI; the answer is random from the system's secure generator. */
export function renderCaptcha(style: CaptchaStyle): { answer: string; dataUri: string } {
  const width = Math.min(600, Math.max(60, Math.round(style.width) || 240));
  const height = Math.min(200, Math.max(20, Math.round(style.height) || 60));
  const { shown, answer } = question(style);
  const svg = renderSvg(shown, { width, height, noise: 3, color: true, fontSize: Math.round(height * 0.9) });
  return { answer, dataUri: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}
