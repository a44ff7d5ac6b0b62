import { InputNumber, Space } from "antd";
import { useState } from "react";
import { LiveRegion } from "../../../lib/live-region";
import { zh } from "../../../locales/zh-CN";

/**
 * 第 [n] / N 页: shows the page being read; typing a number and pressing Enter (or leaving the box) goes there.
 * Screen readers hear the page being read as it changes.
 */
export function PageBox({ current, pages, onJump }: { current: number; pages: number; onJump: (page: number) => void }) {
  // What the reader is typing (undefined when not typing: the box shows the page being read).
  const [typed, setTyped] = useState<number | null | undefined>(undefined);
  const go = () => {
    if (typed && typed !== current) onJump(typed);
    setTyped(undefined);
  };
  return (
    <Space size={4} className="wk-page-box">
      <span>{zh.document.pageBoxBefore}</span>
      <InputNumber
        size="small"
        min={1}
        max={pages}
        precision={0}
        value={typed === undefined ? current : typed}
        onChange={setTyped}
        onPressEnter={go}
        onBlur={go}
        aria-label={zh.document.pageBoxLabel}
        data-testid="reader-page-box"
        className="wk-page-box-input"
      />
      <span data-testid="reader-page-count">{zh.document.pageBoxAfter(pages)}</span>
      <LiveRegion text={zh.document.pageAnnouncement(current, pages)} testId="reader-page-status" />
    </Space>
  );
}
