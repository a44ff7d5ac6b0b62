import type { ThemeConfig } from "antd";

/**
 * The site's colours, chosen for WCAG 2.1 AA contrast (4.5:1 for text on white and on the light greys and blues the
 * pages use). `theme.css` repeats them as CSS variables for the app's own stylesheets; theme.test.ts keeps both alike.
 */
export const palette = {
  primary: "#1464d6",
  /** Secondary text: hints, dates, counts, descriptions. antd's default (0.45) has 3.4:1 on white. */
  textTertiary: "rgba(0, 0, 0, 0.58)",
  placeholder: "rgba(0, 0, 0, 0.55)",
  /** Prices and highlighted words. */
  emphasis: "#cf1322",
  /** Errors and dangerous actions (antd's #ff4d4f has 3.3:1). */
  error: "#cf1322",
  /** Success text, "free" (antd's #52c41a has 2.2:1). */
  success: "#237804",
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: palette.primary,
    colorLink: palette.primary,
    colorInfo: palette.primary,
    colorTextTertiary: palette.textTertiary,
    colorTextDescription: palette.textTertiary,
    colorTextPlaceholder: palette.placeholder,
    colorError: palette.error,
    colorSuccess: palette.success,
    // antd derives the success and error backgrounds from these; the defaults' light ones are kept.
    colorSuccessBg: "#f6ffed",
    colorSuccessBorder: "#b7eb8f",
    colorErrorBg: "#fff2f0",
    colorErrorBorder: "#ffccc7",
    borderRadius: 6,
  },
};
