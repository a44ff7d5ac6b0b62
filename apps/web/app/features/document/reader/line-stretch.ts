/** The font the text layer's lines are drawn in (transparent; it only has to be measurable). */
export const layerFont = "sans-serif";

let canvas: CanvasRenderingContext2D | null | undefined;

/**
 * How much a line's text, set at a font size of `size` px, must be stretched along its run to span `length` px (its
 * box), so that selecting it starts and ends where the words are. 1 where it cannot be measured.
 */
export function lineStretch(text: string, size: number, length: number): number {
  if (canvas === undefined) canvas = typeof document === "undefined" ? null : document.createElement("canvas").getContext("2d");
  if (!canvas || size <= 0 || !text) return 1;
  canvas.font = `${size}px ${layerFont}`;
  const natural = canvas.measureText(text).width;
  return natural > 0 ? length / natural : 1;
}
