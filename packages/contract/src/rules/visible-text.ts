/**
 * Characters that hide or reorder text without being seen: zero-width spaces and joiners, direction marks and
 * embeddings/overrides/isolates, word joiners and invisible operators, the byte-order mark, and C0/C1 controls.
 * Tab, line feed and carriage return count only in multi-line text. A zero-width joiner between two pictographs
 * is part of an emoji (👩‍💻, 👨‍👩‍👧) and hides nothing.
 */
/* eslint-disable no-control-regex -- finding control characters is the point */
const hiddenInLine = /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;
const hiddenInText = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;
/* eslint-enable no-control-regex */

/** A joiner inside an emoji ZWJ sequence: after a pictograph (with its variation selector or skin tone), before another. */
const emojiJoiner = /(?<=\p{Extended_Pictographic}(?:\u{FE0F}|\p{Emoji_Modifier})?)\u200D(?=\p{Extended_Pictographic})/gu;

export function hasHiddenCharacters(text: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? hiddenInText : hiddenInLine).test(text.replace(emojiJoiner, ""));
}

export const hiddenCharactersMessage = (label: string) => `${label}不能包含不可见字符或控制字符`;
