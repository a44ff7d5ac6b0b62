import { describe, expect, it } from "vitest";
import { choosePageFormat, formatDependsOnText } from "./page-format.js";
import { inspectSvg, insertIntoSvg } from "./svg-page.js";

const svgFacts = (embeddedImageBytes: number, totalBytes = 50_000) => ({
  widthPt: 595,
  heightPt: 842,
  embeddedImageBytes,
  totalBytes,
});

describe("choosePageFormat", () => {
  it("keeps text, tables and blank pages as SVGZ", () => {
    expect(choosePageFormat("auto", 1500, svgFacts(0))).toBe("svgz");
    expect(choosePageFormat("auto", 0, svgFacts(0))).toBe("svgz");
    expect(choosePageFormat("auto", 5, svgFacts(4_000))).toBe("svgz");
  });

  it("rasterises scans, image-heavy and overly complex pages", () => {
    expect(choosePageFormat("auto", 3, svgFacts(40_000))).toBe("webp");
    expect(choosePageFormat("auto", 2000, svgFacts(300_000))).toBe("webp");
    expect(choosePageFormat("auto", 2000, svgFacts(0, 5 * 1024 * 1024))).toBe("webp");
  });

  it("obeys a forced format", () => {
    expect(choosePageFormat("svg", 0, svgFacts(900_000))).toBe("svgz");
    expect(choosePageFormat("webp", 2000, svgFacts(0))).toBe("webp");
  });

  it("waits for a page's text only where the text can tip the rule", () => {
    expect(formatDependsOnText("auto", svgFacts(40_000))).toBe(true);
    expect(formatDependsOnText("auto", svgFacts(0))).toBe(false);
    expect(formatDependsOnText("auto", svgFacts(300_000))).toBe(false);
    expect(formatDependsOnText("auto", svgFacts(40_000, 5 * 1024 * 1024))).toBe(false);
    expect(formatDependsOnText("svg", svgFacts(40_000))).toBe(false);
  });
});

describe("inspectSvg", () => {
  it("reads the page size and measures embedded images", () => {
    const image = "A".repeat(1000);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="420pt" height="595pt" viewBox="0 0 420 595"><image xlink:href="data:image/png;base64,${image}"/></svg>`;
    const facts = inspectSvg(Buffer.from(svg));
    expect(facts.widthPt).toBe(420);
    expect(facts.heightPt).toBe(595);
    expect(facts.embeddedImageBytes).toBe("data:image/png;base64,".length + 1000);
  });

  it("inserts markup just before the closing tag", () => {
    expect(insertIntoSvg(Buffer.from("<svg><g/></svg>\n"), "<text>水印</text>").toString()).toBe(
      "<svg><g/><text>水印</text>\n</svg>\n",
    );
  });
});
