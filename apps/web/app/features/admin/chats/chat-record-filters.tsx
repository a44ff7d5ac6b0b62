import { llmEndpoints } from "@wenku/contract";
import { DatePicker, Select } from "antd";
import type { Dayjs } from "dayjs";
import { useApiQuery } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { KeywordSearch } from "../common/keyword-search";
import { StatusFilter } from "../common/status-filter";
import { UserSelect } from "../pickers/user-select";
import type { ChatRecordFilter } from "./chat-record-types";

const t = zh.adminAi.chat;

const toRange = (range: [Dayjs | null, Dayjs | null] | null) =>
  range?.[0] && range[1] ? [range[0].startOf("day").toISOString(), range[1].endOf("day").toISOString()] : undefined;

/** Keyword, user, model, latest answer's status and creation time; the keyword applies on enter, the rest at once. */
export function ChatRecordFilters({ filter, onChange }: { filter: ChatRecordFilter; onChange: (filter: ChatRecordFilter) => void }) {
  // Silent: without the models the filter offers none, and the list beside it still loads.
  const llm = useApiQuery(llmEndpoints.list, { query: { page: 1, size: 100 } }, { silent: true }).data?.llm ?? [];
  const models = llm.filter((m) => !m.is_embedding).map((m) => ({ value: m.id, label: m.title }));
  const list = { filter, search: onChange };
  return (
    <>
      <KeywordSearch list={list} placeholder={t.searchPlaceholder} width={220} />
      <UserSelect
        placeholder={t.user}
        style={{ width: 160 }}
        value={filter.user_id}
        onChange={(userId) => onChange({ ...filter, user_id: typeof userId === "number" ? userId : undefined })}
      />
      <Select allowClear placeholder={t.model} aria-label={t.model} style={{ width: 160 }} options={models} onChange={(id?: number) => onChange({ ...filter, model_id: id })} />
      <StatusFilter list={list} statuses={t.statuses} label={t.status} placeholder={t.allStatuses} />
      <DatePicker.RangePicker onChange={(range) => onChange({ ...filter, created_at: toRange(range) })} />
    </>
  );
}
