import { CloseOutlined, DownOutlined, UpOutlined } from "@ant-design/icons";
import { Button, Input, Space, Tooltip, type InputRef } from "antd";
import { useEffect, useRef, useState } from "react";
import { zh } from "../../../locales/zh-CN";
import { FindPages } from "./find-pages";
import type { DocumentFind } from "./use-find";

const t = zh.document;

/**
 * The find box: Enter looks the words up (or goes to the next hit), Shift+Enter to the previous one; "第 n / N 处"
 * with previous / next, then the pages with hits (those beyond the preview by their count only). Escape closes it.
 */
interface FindBarProps {
  find: DocumentFind;
  initial: string;
  /** Each new value focuses the box and selects its words (Ctrl+F pressed while it is open). */
  focusRequest: number;
  onClose: () => void;
  onPage: (page: number) => void;
}

export function FindBar({ find, initial, focusRequest, onClose, onPage }: FindBarProps) {
  const [value, setValue] = useState(initial);
  const input = useRef<InputRef>(null);
  useEffect(() => input.current?.focus({ preventScroll: true, cursor: focusRequest > 0 ? "all" : "end" }), [focusRequest]);
  const total = find.hits.length;
  const asked = find.query !== "" && find.query === value.trim();

  const onEnter = (backwards: boolean) => {
    if (!asked) void find.search(value);
    else find.step(backwards ? -1 : 1);
  };

  return (
    <div className="wk-find" data-testid="reader-find">
      <div className="wk-find-row">
        <Input
          ref={input}
          size="small"
          value={value}
          placeholder={t.findPlaceholder}
          aria-label={t.findPlaceholder}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              onEnter(e.shiftKey);
            } else if (e.key === "Escape") onClose();
          }}
          data-testid="reader-find-input"
          className="wk-find-input"
        />
        <span className="wk-find-count" role="status" data-testid="reader-find-count">
          {find.searching ? t.findSearching : find.error || (asked ? (total > 0 ? t.findCount(find.current + 1, total) : t.findNone) : "")}
        </span>
        <Space size={0}>
          <Tooltip title={t.findPrevious}>
            <Button type="text" size="small" icon={<UpOutlined />} aria-label={t.findPrevious} disabled={total === 0} onClick={() => find.step(-1)} data-testid="reader-find-previous" />
          </Tooltip>
          <Tooltip title={t.findNext}>
            <Button type="text" size="small" icon={<DownOutlined />} aria-label={t.findNext} disabled={total === 0} onClick={() => find.step(1)} data-testid="reader-find-next" />
          </Tooltip>
          <Tooltip title={t.findClose}>
            <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t.findClose} onClick={onClose} />
          </Tooltip>
        </Space>
      </div>
      {asked && find.pages.length > 0 && <FindPages pages={find.pages} current={find.hits[find.current]?.page ?? 0} onPage={onPage} />}
    </div>
  );
}
