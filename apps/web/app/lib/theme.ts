import type { ThemeConfig } from "antd";

export const theme: ThemeConfig = {
  token: { colorPrimary: "#1677ff", borderRadius: 6 },
};

/** The same theme without animations, for visitors who prefer reduced motion. */
export const reducedMotionTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };
