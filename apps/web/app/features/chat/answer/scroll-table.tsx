import { constants } from "@wenku/contract";
import { useEffect, useRef, useState, type ComponentProps, type PointerEvent } from "react";
import { zh } from "../../../locales/zh-CN";

/**
 * A Markdown table in a horizontally scrolling frame. When the table is wider than the bubble, a hint says it can
 * be dragged, for 3 seconds (spec §9), and a mouse drag scrolls it.
 */
export function ScrollTable(props: ComponentProps<"table">) {
  const frame = useRef<HTMLDivElement>(null);
  const [hint, setHint] = useState(false);
  const hinted = useRef(false);
  const drag = useRef<{ x: number; left: number } | null>(null);

  // Shown once, when the table first overflows; the timer has its own effect so a re-run effect keeps it.
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const check = () => {
      if (hinted.current || element.scrollWidth <= element.clientWidth + 1) return;
      hinted.current = true;
      setHint(true);
    };
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    check();
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!hint) return;
    const timer = setTimeout(() => setHint(false), constants.tableDragHintMs);
    return () => clearTimeout(timer);
  }, [hint]);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType !== "mouse" || e.button !== 0 || !frame.current) return;
    drag.current = { x: e.clientX, left: frame.current.scrollLeft };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || !frame.current) return;
    frame.current.scrollLeft = drag.current.left - (e.clientX - drag.current.x);
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <div className="wk-chat-table">
      <div
        className="wk-chat-table-scroll"
        ref={frame}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerLeave={endDrag}
      >
        <table {...props} />
      </div>
      {hint && (
        <div className="wk-chat-table-hint" role="status" data-testid="chat-table-hint">
          {zh.chat.tableHint}
        </div>
      )}
    </div>
  );
}
