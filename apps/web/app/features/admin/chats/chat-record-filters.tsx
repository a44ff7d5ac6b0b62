import { DatePicker, Select } from "antd";
import type { Dayjs } from "dayjs";
import { useEffect, useState } from "react";
import { zh } from "../../../locales/zh-CN";
import { KeywordSearch } from "../common/keyword-search";
import { StatusFilter } from "../common/status-filter";
import { UserSelect } from "../pickers/user-select";
import { chatRecordApi, type ChatRecordFilter } from "./chat-record-api";

const t = zh.adminAi.chat;

const toRange = (range: [Dayjs | null, Dayjs | null] | null) =>
  range?.[0] && range[1] ? [range[0].startOf("day").toISOString(), range[1].endOf("day").toISOString()] : undefined;

/** Keyword, user, model, latest answer's status and creation time; the keyword applies on enter, the rest at once. */
export function ChatRecordFilters({ filter, onChange }: { filter: ChatRecordFilter; onChange: (filter: ChatRecordFilter) => void }) {
  const [models, setModels] = useState<Array<{ value: number; label: string }>>([]);
  useEffect(() => {
    chatRecordApi.models().then(
      (reply) => setModels(reply.llm.filter((m) => !m.is_embedding).map((m) => ({ value: m.id, label: m.title }))),
      () => setModels([]),
    );
  }, []);
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
