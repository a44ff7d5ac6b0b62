/**
 * antd draws a tag of a custom colour (a user group's…) as that colour on a tint of it at 95 % lightness. A light
 * colour is then unreadable: this returns the colour darkened, hue and saturation kept, until it has 4.5:1 on that
 * tint (WCAG AA), or undefined for what is not a #rgb or #rrggbb colour (antd's preset names are readable already).
 */
export function readableTagColor(color: string): string | undefined {
  const rgb = parseHex(color);
  if (!rgb) return undefined;
  const [hue, saturation, lightness] = toHsl(rgb);
  const background = fromHsl(hue, saturation, 0.95);
  for (let l = lightness; l > 0; l -= 0.02) {
    const text = fromHsl(hue, saturation, l);
    if (contrast(text, background) >= 4.5) return toHex(text);
  }
  return "#000000";
}

/** The tint antd puts behind a tag of `color`: its hue and saturation at 95 % lightness (undefined as above). */
export function tagTint(color: string): string | undefined {
  const rgb = parseHex(color);
  if (!rgb) return undefined;
  const [hue, saturation] = toHsl(rgb);
  return toHex(fromHsl(hue, saturation, 0.95));
}

type Rgb = [number, number, number];

function parseHex(color: string): Rgb | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join("") : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h / 6, s, l];
}

function fromHsl(h: number, s: number, l: number): Rgb {
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return [channel(h + 1 / 3), channel(h), channel(h - 1 / 3)].map((c) => c * 255) as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two #rrggbb colours. */
export const contrastOf = (a: string, b: string) => contrast(parseHex(a)!, parseHex(b)!);

function contrast(a: Rgb, b: Rgb): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}
