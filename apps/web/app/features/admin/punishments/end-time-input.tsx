import { expiryPresets } from "@wenku/contract";
import { Button, DatePicker, Flex } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { zh } from "../../../locales/zh-CN";

const t = zh.adminDocuments.punishment;

/** How far each expiry preset of product-spec §9 reaches from now. */
const presetSpans: Record<(typeof expiryPresets)[number], [number, dayjs.ManipulateType]> = {
  "1h": [1, "hour"],
  "12h": [12, "hour"],
  "1d": [1, "day"],
  "2d": [2, "day"],
  "1w": [1, "week"],
  "1month": [1, "month"],
  half_year: [6, "month"],
  "1year": [1, "year"],
};

/** An optional end time (empty = permanent), typed or picked from the expiry presets. */
export function EndTimeInput({ value, onChange, id }: { value?: Dayjs | null; onChange?: (value: Dayjs | null) => void; id?: string }) {
  return (
    <Flex vertical gap={8}>
      <DatePicker id={id} showTime value={value ?? null} onChange={(next) => onChange?.(next)} placeholder={t.permanent} style={{ width: 220 }} />
      <Flex wrap gap={4}>
        {expiryPresets.map((preset) => {
          const [amount, unit] = presetSpans[preset];
          return (
            <Button key={preset} size="small" type="dashed" onClick={() => onChange?.(dayjs().add(amount, unit))}>
              {t.presets[preset]}
            </Button>
          );
        })}
      </Flex>
    </Flex>
  );
}
