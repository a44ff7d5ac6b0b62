import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useOpenedOnce } from "../lib/use-opened-once";
import { HoverDropdown, HoverPopover, HoverTooltip } from "./deferred-overlays";

function DialogButton({ open }: { open: boolean }) {
  const opened = useOpenedOnce(open);
  return (
    <>
      <button type="button">举报</button>
      {opened && <dialog open={open}>举报文档</dialog>}
    </>
  );
}

describe("overlays in a server render", () => {
  it("draw their trigger alone, as the hydrated overlay draws it while closed", () => {
    const trigger = <button type="button" aria-label="缩略图">▦</button>;
    const bare = renderToString(trigger);
    expect(renderToString(<HoverTooltip title="缩略图">{trigger}</HoverTooltip>)).toBe(bare);
    expect(renderToString(<HoverPopover content="文档分类">{trigger}</HoverPopover>)).toBe(bare);
    expect(renderToString(<HoverDropdown menu={{ items: [{ key: "a", label: "子项" }] }}>{trigger}</HoverDropdown>)).toBe(bare);
  });

  it("render a dialog only once it has been opened", () => {
    expect(renderToString(<DialogButton open={false} />)).toBe('<button type="button">举报</button>');
    expect(renderToString(<DialogButton open />)).toContain("<dialog open=\"\">举报文档</dialog>");
  });
});
