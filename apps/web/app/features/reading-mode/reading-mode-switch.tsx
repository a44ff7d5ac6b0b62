import { Switch } from "antd";
import { useId } from "react";
import { zh } from "../../locales/zh-CN";
import { setReadingMode, useReadingMode } from "./reading-mode-store";

/** 长辈模式: larger text and high contrast across the site, kept in this browser. */
export function ReadingModeSwitch({ className }: { className?: string }) {
  const on = useReadingMode();
  const id = useId();
  return (
    <span className={`wk-reading-switch${className ? ` ${className}` : ""}`} title={zh.readingMode.hint}>
      <Switch id={id} size="small" checked={on} onChange={setReadingMode} aria-describedby={`${id}-hint`} data-testid="reading-mode-switch" />
      <label htmlFor={id}>{zh.readingMode.label}</label>
      <span id={`${id}-hint`} hidden>{zh.readingMode.hint}</span>
    </span>
  );
}
