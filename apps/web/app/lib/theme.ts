import type { ThemeConfig } from "antd";

export const theme: ThemeConfig = {
  token: { colorPrimary: "#1677ff", borderRadius: 6 },
};
