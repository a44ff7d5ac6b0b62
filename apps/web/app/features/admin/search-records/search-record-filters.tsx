import { DatePicker, Input } from "antd";
import type { Dayjs } from "dayjs";
import { zh } from "../../../locales/zh-CN";
import { UserSelect } from "../pickers/user-select";
import type { SearchRecordFilter } from "./search-record-types";

const t = zh.adminDocuments.searchRecord;

interface FiltersProps {
  filter: SearchRecordFilter;
  onChange: (filter: SearchRecordFilter) => void;
}

const toRange = (range: [Dayjs | null, Dayjs | null] | null) =>
  range?.[0] && range[1] ? [range[0].startOf("day").toISOString(), range[1].endOf("day").toISOString()] : undefined;

/** Keyword, user, IP and time filters; text filters apply on enter, the others at once. */
export function SearchRecordFilters({ filter, onChange }: FiltersProps) {
  return (
    <>
      <Input.Search
        allowClear
        placeholder={t.keywordsPlaceholder}
        style={{ width: 200 }}
        onSearch={(keywords) => onChange({ ...filter, keywords: keywords.trim() || undefined })}
      />
      <UserSelect
        placeholder={t.userPlaceholder}
        style={{ width: 180 }}
        value={filter.user_id?.[0]}
        onChange={(userId) => onChange({ ...filter, user_id: typeof userId === "number" ? [userId] : undefined })}
      />
      <Input.Search
        allowClear
        placeholder={t.ipPlaceholder}
        style={{ width: 170 }}
        onSearch={(ip) => onChange({ ...filter, ip: ip.trim() || undefined })}
      />
      <DatePicker.RangePicker onChange={(range) => onChange({ ...filter, created_at: toRange(range) })} />
    </>
  );
}
