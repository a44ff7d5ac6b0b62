import type { PageTextReply } from "@wenku/contract";
import { Fragment } from "react";
import { percentBox, rangeRects } from "./highlight-rects";

/** What to mark on one page: ranges of its text and which of them is the one the reader is at (-1: none). */
export interface PageHighlights {
  ranges: Array<[number, number]>;
  current: number;
}

/** Marks over the words of each range (find hits, a search's terms, a cited excerpt), the current one stronger. */
export function HighlightLayer({ text, highlights }: { text: PageTextReply; highlights: PageHighlights }) {
  return (
    <div className="wk-highlight-layer" aria-hidden="true">
      {highlights.ranges.map(([start, end], index) => (
        <Fragment key={index}>
          {rangeRects(text.lines, start, end).map((rect, part) => (
            <div
              key={part}
              className={`wk-highlight${index === highlights.current ? " wk-highlight-current" : ""}`}
              style={percentBox(rect, text.width, text.height)}
              data-testid="reader-highlight"
              data-hit={index}
              data-hit-current={index === highlights.current ? "" : undefined}
            />
          ))}
        </Fragment>
      ))}
    </div>
  );
}
