import { Select, Spin } from "antd";
import { useEffect, useRef, useState, type CSSProperties } from "react";
import { userEndpoints } from "@wenku/contract";
import { useApiQuery } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";

interface UserOption {
  value: number;
  label: string;
}

interface UserSelectProps {
  value?: number | number[];
  onChange?: (value: number | number[] | undefined) => void;
  multiple?: boolean;
  placeholder?: string;
  style?: CSSProperties;
  id?: string;
}

const SEARCH_DELAY_MS = 300;

/** Picks users by typing part of a name (GET /api/v1/user/list?wd=), one or several. */
export function UserSelect({ value, onChange, multiple, placeholder, style, id }: UserSelectProps) {
  const [wd, setWd] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setWd(text.trim()), SEARCH_DELAY_MS);
  };

  const found = useApiQuery(userEndpoints.list, { query: { wd, page: 1, size: 20 } });
  const [options, setOptions] = useState<UserOption[]>([]);
  const [known, setKnown] = useState<Map<number, string>>(new Map());
  const [shownReply, setShownReply] = useState<typeof found.data>();
  if (shownReply !== found.data) {
    setShownReply(found.data);
    const next = found.data?.user.map((u) => ({ value: u.id, label: u.username })) ?? [];
    setOptions(next);
    setKnown((map) => new Map([...map, ...next.map((o) => [o.value, o.label] as const)]));
  }

  // Chosen users stay labelled after the options move on to another search.
  const chosen = (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((v) => !options.some((o) => o.value === v));
  const shown = [...options, ...chosen.map((v) => ({ value: v, label: known.get(v) ?? String(v) }))];

  return (
    <Select<number | number[]>
      id={id}
      mode={multiple ? "multiple" : undefined}
      showSearch={{ filterOption: false, onSearch: search }}
      allowClear
      value={value}
      onChange={(next) => onChange?.(next ?? undefined)}
      options={shown}
      placeholder={placeholder ?? zh.adminDocuments.userPicker.placeholder}
      // Outside a Form.Item (no label's id), as a list filter, the placeholder names it.
      aria-label={id ? undefined : (placeholder ?? zh.adminDocuments.userPicker.placeholder)}
      notFoundContent={found.loading ? <Spin size="small" /> : undefined}
      style={style}
    />
  );
}
