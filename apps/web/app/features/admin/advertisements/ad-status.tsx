import { Tag } from "antd";
import { zh } from "../../../locales/zh-CN";
import type { AdvertisementRow } from "./advertisement-types";

const s = zh.ads.admin.status;

/** Whether an ad shows at `now` (an ISO time): disabled, not yet started, ended, or showing. */
export function AdStatus({ ad, now }: { ad: AdvertisementRow; now: string }) {
  if (!ad.enable) return <Tag>{s.off}</Tag>;
  if (ad.start_time && ad.start_time > now) return <Tag color="blue">{s.waiting}</Tag>;
  if (ad.end_time && ad.end_time < now) return <Tag color="default">{s.ended}</Tag>;
  return <Tag color="green">{s.showing}</Tag>;
}
