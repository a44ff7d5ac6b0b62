import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FileTypeGlyphs, FileTypeIcon } from "./file-type-icon";

const count = (html: string, text: string) => html.split(text).length - 1;

describe("file-type icons in a list", () => {
  it("draw a glyph that occurs twice or more once and refer to it; others stay inline", () => {
    const exts = [".pdf", ".pdf", ".docx"];
    const html = renderToString(<FileTypeGlyphs exts={exts}>{exts.map((ext, i) => <FileTypeIcon key={i} ext={ext} />)}</FileTypeGlyphs>);
    expect(count(html, 'id="wk-file-glyph-file-pdf"')).toBe(1);
    expect(count(html, 'href="#wk-file-glyph-file-pdf"')).toBe(2);
    expect(html).not.toContain("wk-file-glyph-file-word");
    expect(count(html, 'data-icon="file-word"')).toBe(1);
    expect(count(html, "<path")).toBe(2);
  });

  it("define a glyph once however the lists nest, and draw inline outside any list", () => {
    const html = renderToString(
      <FileTypeGlyphs exts={[".pdf", ".pdf"]}>
        <FileTypeGlyphs exts={[".pdf", ".pdf"]}>
          <FileTypeIcon ext=".pdf" />
        </FileTypeGlyphs>
      </FileTypeGlyphs>,
    );
    expect(count(html, 'id="wk-file-glyph-file-pdf"')).toBe(1);
    expect(renderToString(<FileTypeIcon ext=".pdf" />)).toContain("<path");
  });
});
