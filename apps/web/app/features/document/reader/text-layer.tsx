import type { PageTextReply } from "@wenku/contract";
import { useMemo, type CSSProperties } from "react";
import { layerFont, lineStretch } from "./line-stretch";

/** Font size of a line relative to its box's height: glyphs of that size fill the box as the page's do. */
const fontToBox = 0.9;

/**
 * The page's text, transparent over its image: one span per line at its box (percentages of the page, font size in
 * container units, so it follows any zoom), stretched to the box's length. Selectable and copyable as the page's
 * source text unless the site turns copying off; a screen reader reads it as the page.
 */
export function TextLayer({ text }: { text: PageTextReply }) {
  const spans = useMemo(() => {
    const { width, height } = text;
    return text.lines.map((line) => {
      const chars = text.text.slice(line.start, line.start + line.advances.length);
      const across = line.vertical ? line.w : line.h;
      const size = across * fontToBox;
      const stretch = lineStretch(chars, size, line.vertical ? line.h : line.w);
      const style: CSSProperties = {
        left: `${(line.x / width) * 100}%`,
        top: `${(line.y / height) * 100}%`,
        fontSize: `${((size / width) * 100).toFixed(4)}cqw`,
        lineHeight: `${((across / width) * 100).toFixed(4)}cqw`,
        transform: line.vertical ? `scaleY(${stretch.toFixed(4)})` : `scaleX(${stretch.toFixed(4)})`,
        fontFamily: layerFont,
        ...(line.vertical ? { writingMode: "vertical-rl" } : {}),
      };
      return { key: line.start, start: line.start, chars, style };
    });
  }, [text]);

  return (
    <div
      className={`wk-text-layer${text.copyable ? "" : " wk-text-layer-locked"}`}
      data-testid="page-text-layer"
      data-page-text={text.page}
      onCopy={text.copyable ? undefined : (event) => event.preventDefault()}
      onContextMenu={text.copyable ? undefined : (event) => event.preventDefault()}
    >
      {spans.map((span) => (
        <span key={span.key} data-start={span.start} style={span.style}>
          {span.chars}
        </span>
      ))}
    </div>
  );
}
