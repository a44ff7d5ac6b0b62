import type { GetRef, Table } from "antd";
import { useEffect, useRef } from "react";

type TableRef = GetRef<typeof Table>;

/**
 * A ref for an antd Table that mends two gaps of its markup, checked after every render and whenever the table or
 * its rows change size (a narrower window, a zoom, with no render of the page):
 * - its sideways-scrolling box takes the keyboard's focus while it overflows, so the arrow keys scroll it (WCAG
 *   2.1.1; axe's scrollable-region-focusable);
 * - its hidden row that measures the column titles is made inert: it copies the header, the select-all checkbox
 *   included, and a control hidden from screen readers must not take focus (axe's aria-hidden-focus).
 */
export function useAccessibleTable() {
  const ref = useRef<TableRef>(null);
  useEffect(() => {
    const table = ref.current?.nativeElement;
    if (!table) return;
    const mend = () => mendTable(table);
    mend();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(mend);
    observer.observe(table);
    for (const rows of table.querySelectorAll(".ant-table-content > table, .ant-table-body > table")) observer.observe(rows);
    return () => observer.disconnect();
  });
  return ref;
}

function mendTable(table: HTMLElement) {
  for (const box of table.querySelectorAll<HTMLElement>(".ant-table-content, .ant-table-body")) {
    if (box.scrollWidth > box.clientWidth) box.tabIndex = 0;
    else box.removeAttribute("tabindex");
  }
  for (const row of table.querySelectorAll<HTMLElement>(".ant-table-measure-row")) row.inert = true;
}
