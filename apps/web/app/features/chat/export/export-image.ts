import { constants } from "@wenku/contract";
import { saveBlob } from "./save-blob";

/**
 * Renders a copy of `source` (an answer) 640 px wide (spec §9) at the screen's pixel ratio to a PNG and saves it.
 * The copy is laid out off screen with the page's own styles, so the image does not depend on the window's width;
 * wide tables wrap their cells there instead of scrolling, so that every column is in the picture.
 */
export async function exportImage(source: HTMLElement, filename = "answer.png"): Promise<void> {
  const { domToBlob } = await import("modern-screenshot");
  const frame = document.createElement("div");
  frame.className = "wk-chat-export";
  frame.style.cssText = `position:fixed;left:-10000px;top:0;width:${constants.exportImageWidth}px;box-sizing:border-box;`;
  frame.appendChild(source.cloneNode(true));
  // Passing hints are not part of the answer.
  for (const hint of frame.querySelectorAll(".wk-chat-table-hint")) hint.remove();
  document.body.appendChild(frame);
  try {
    const blob = await domToBlob(frame, {
      width: constants.exportImageWidth,
      scale: window.devicePixelRatio || 1,
      backgroundColor: "#ffffff",
      type: "image/png",
      style: { position: "static", left: "0", top: "0" },
    });
    saveBlob(blob, filename);
  } finally {
    frame.remove();
  }
}
