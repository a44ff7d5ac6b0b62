import type { ThemeConfig } from "antd";

/** 1.5 × antd's base size of 14 px. */
export const readingFontSize = 21;

/**
 * The site's theme for the reading mode (长辈模式): text at 1.5 × with controls tall enough for it, black text,
 * darker links and borders, and a thicker focus outline. Its CSS variables live under a key of their own, so
 * switching keeps both sets apart.
 */
export function readingModeTheme(base: ThemeConfig): ThemeConfig {
  return {
    ...base,
    cssVar: { ...base.cssVar, key: "wk-reading-vars" },
    token: {
      ...base.token,
      fontSize: readingFontSize,
      fontSizeHeading1: 44,
      fontSizeHeading2: 38,
      fontSizeHeading3: 32,
      fontSizeHeading4: 28,
      fontSizeHeading5: 24,
      controlHeight: 44,
      controlHeightSM: 34,
      controlHeightLG: 54,
      colorPrimary: "#0047a8",
      colorLink: "#0047a8",
      colorText: "#000000",
      colorTextHeading: "#000000",
      colorTextSecondary: "#1f1f1f",
      colorTextTertiary: "#333333",
      colorTextDescription: "#333333",
      colorTextPlaceholder: "#4d4d4d",
      colorBorder: "#434343",
      colorBorderSecondary: "#8c8c8c",
      colorSplit: "#8c8c8c",
      lineWidthFocus: 3,
    },
  };
}
