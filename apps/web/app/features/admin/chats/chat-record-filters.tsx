import { DatePicker, Input, Select } from "antd";
import type { Dayjs } from "dayjs";
import { useEffect, useState } from "react";
import { zh } from "../../../locales/zh-CN";
import { UserSelect } from "../pickers/user-select";
import { chatRecordApi, type ChatRecordFilter } from "./chat-record-api";

const t = zh.adminAi.chat;
const statusOptions = Object.entries(t.statuses).map(([value, label]) => ({ value: Number(value), label }));

const toRange = (range: [Dayjs | null, Dayjs | null] | null) =>
  range?.[0] && range[1] ? [range[0].startOf("day").toISOString(), range[1].endOf("day").toISOString()] : undefined;

/** Keyword, user, model, latest answer's status and creation time; the keyword applies on enter, the rest at once. */
export function ChatRecordFilters({ filter, onChange }: { filter: ChatRecordFilter; onChange(filter: ChatRecordFilter): void }) {
  const [models, setModels] = useState<Array<{ value: number; label: string }>>([]);
  useEffect(() => {
    chatRecordApi.models().then(
      (reply) => setModels(reply.llm.filter((m) => !m.is_embedding).map((m) => ({ value: m.id, label: m.title }))),
      () => setModels([]),
    );
  }, []);
  return (
    <>
      <Input.Search allowClear placeholder={t.searchPlaceholder} style={{ width: 220 }} onSearch={(wd) => onChange({ ...filter, wd: wd.trim() || undefined })} />
      <UserSelect
        placeholder={t.user}
        style={{ width: 160 }}
        value={filter.user_id}
        onChange={(userId) => onChange({ ...filter, user_id: typeof userId === "number" ? userId : undefined })}
      />
      <Select allowClear placeholder={t.model} style={{ width: 160 }} options={models} onChange={(id?: number) => onChange({ ...filter, model_id: id })} />
      <Select allowClear placeholder={t.allStatuses} style={{ width: 120 }} options={statusOptions} onChange={(s?: number) => onChange({ ...filter, status: s })} />
      <DatePicker.RangePicker onChange={(range) => onChange({ ...filter, created_at: toRange(range) })} />
    </>
  );
}
