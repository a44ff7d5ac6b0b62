import { Select, Spin } from "antd";
import { useEffect, useRef, useState, type CSSProperties } from "react";
import { userEndpoints } from "@wenku/contract";
import { callApi } from "../../../lib/call-api";
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

async function findUsers(wd: string, signal: AbortSignal): Promise<UserOption[]> {
  const reply = await callApi(userEndpoints.list, { query: { wd, page: 1, size: 20 }, signal });
  return reply.user.map((u) => ({ value: u.id, label: u.username }));
}

/** Picks users by typing part of a name (GET /api/v1/user/list?wd=), one or several. */
export function UserSelect({ value, onChange, multiple, placeholder, style, id }: UserSelectProps) {
  const [options, setOptions] = useState<UserOption[]>([]);
  const [known, setKnown] = useState<Map<number, string>>(new Map());
  const [loading, setLoading] = useState(false);
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; controller?: AbortController }>({});

  const search = (wd: string) => {
    clearTimeout(pending.current.timer);
    pending.current.controller?.abort();
    pending.current.timer = setTimeout(() => {
      const controller = new AbortController();
      pending.current.controller = controller;
      setLoading(true);
      findUsers(wd.trim(), controller.signal)
        .then((found) => {
          if (controller.signal.aborted) return;
          setOptions(found);
          setKnown((map) => new Map([...map, ...found.map((o) => [o.value, o.label] as const)]));
        })
        .catch(() => undefined)
        .finally(() => !controller.signal.aborted && setLoading(false));
    }, SEARCH_DELAY_MS);
  };

  useEffect(() => {
    search("");
    const current = pending.current;
    return () => {
      clearTimeout(current.timer);
      current.controller?.abort();
    };
  }, []);

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
      notFoundContent={loading ? <Spin size="small" /> : undefined}
      style={style}
    />
  );
}
