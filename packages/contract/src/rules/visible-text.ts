/**
 * Characters that hide, reorder or blank out text, by Unicode property so that every one of a kind is caught:
 * controls (Cc); format characters (Cf: zero-width spaces and joiners, direction marks, embeddings, overrides and
 * isolates, the byte-order mark, the Arabic letter mark U+061C, the Mongolian vowel separator U+180E, interlinear
 * annotation U+FFF9–FFFB, tags U+E0000–E007F…); default-ignorable code points (the combining grapheme joiner U+034F,
 * Hangul fillers U+115F, U+1160, U+3164, U+FFA0, variation selectors…); line and paragraph separators; lone
 * surrogates; noncharacters; and the blank Braille pattern U+2800, which draws nothing. Tab, line feed and carriage
 * return are allowed in multi-line text only.
 */
const hiddenCharacter = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\p{Noncharacter_Code_Point}\u2800]/u;
const everyHiddenCharacter = new RegExp(hiddenCharacter.source, "gu");
const lineBreaks = /[\t\n\r]/g;

/**
 * The invisible parts of emoji, which hide nothing: a zero-width joiner between two pictographs (👩‍💻, 👨‍👩‍👧, 🏳️‍🌈),
 * a text or emoji variation selector after a pictograph (❤️) or in a keycap (#️⃣), and the tags of a subdivision
 * flag (🏴 + gbeng + cancel tag: England). `$1` keeps the flag.
 */
const emojiParts =
  /(\u{1F3F4})[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{2,7}\u{E007F}|(?<=\p{Extended_Pictographic}(?:\u{FE0F}|\p{Emoji_Modifier})?)\u200D(?=\p{Extended_Pictographic})|(?<=\p{Extended_Pictographic})[\u{FE0E}\u{FE0F}]|(?<=[#*0-9])\u{FE0F}(?=\u{20E3})/gu;

/** Whether a name, title, file name or text holds a hidden character outside an emoji sequence. */
export function hasHiddenCharacters(text: string, options: { multiline?: boolean } = {}): boolean {
  const visible = text.replace(emojiParts, "$1");
  return hiddenCharacter.test(options.multiline ? visible.replace(lineBreaks, "") : visible);
}

/** The text without any hidden character, those of emoji sequences too (for comparing how names look). */
export const withoutHiddenCharacters = (text: string): string => text.replace(everyHiddenCharacter, "");

export const hiddenCharactersMessage = (label: string) => `${label}不能包含不可见字符或控制字符`;
