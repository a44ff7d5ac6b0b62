/** Whether the UTF-16 unit at `at` is the second half of a surrogate pair (a character beyond the BMP). */
export function isLowSurrogate(text: string, at: number): boolean {
  const unit = text.charCodeAt(at);
  return unit >= 0xdc00 && unit <= 0xdfff;
}

/** A text's length in code points (as the databases' length() counts): its UTF-16 length less one per pair. */
export function codePointLength(text: string): number {
  let pairs = 0;
  for (let i = 0; i < text.length; i++) if (isLowSurrogate(text, i)) pairs++;
  return text.length - pairs;
}
