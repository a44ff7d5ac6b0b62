import { Tag } from "antd";
import type { ReactNode } from "react";
import { readableTagColor } from "../../../lib/readable-tag-color";

/** A user group's tag in its colour, the text darkened where the colour alone would not read (WCAG AA). */
export function GroupTag({ color, children }: { color?: string; children: ReactNode }) {
  const text = color ? readableTagColor(color) : undefined;
  return (
    <Tag color={color || undefined} style={text ? { color: text } : undefined}>
      {children}
    </Tag>
  );
}
