import { BannerType } from "@wenku/contract";
import { Select, type SelectProps } from "antd";
import { zh } from "../../../locales/zh-CN";

export const bannerTypeOptions = Object.values(BannerType).map((value) => ({ value, label: zh.adminBanner.types[value] }));

/** Website, mini program or app. */
export function BannerTypeSelect(props: SelectProps<number>) {
  return <Select<number> options={bannerTypeOptions} {...props} />;
}
