import { adPositionGroups, type AdPosition, type AdPositionGroup } from "@wenku/contract";
import { zh } from "../../../locales/zh-CN";

/** The 17 positions grouped by page, as a Select's grouped options. */
export const positionOptions = (Object.entries(adPositionGroups) as Array<[AdPositionGroup, readonly AdPosition[]]>).map(([group, positions]) => ({
  label: zh.ads.groups[group],
  options: positions.map((value) => ({ value, label: zh.ads.positions[value] })),
}));

export const positionLabel = (position: string) => zh.ads.positions[position as AdPosition] ?? position;
