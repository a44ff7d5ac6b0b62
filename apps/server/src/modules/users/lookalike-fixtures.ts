/**
 * Names for the tests of look-alike usernames (issue 44): the characters that let "admin" + one of them register as
 * a new account, names that pass for admin, and real names that must stay welcome.
 */

/** Arabic letter mark, combining grapheme joiner, Mongolian vowel separator, interlinear annotation anchor, tag
 * space, Hangul choseong filler, Hangul filler. */
export const invisibleSuffixes = ["\u061c", "\u034f", "\u180e", "\ufff9", "\u{e0020}", "\u115f", "\u3164"];

/** Invisible characters refused by the schema; the server would refuse their names as look-alikes anyway. */
export const invisibleAdmins = invisibleSuffixes.map((c) => `admin${c}`);

/** Visible names that pass for admin: their skeleton is admin's. */
export const lookalikeAdmins = [
  "\u0430dmin", // Cyrillic а
  "adm\u0456n", // Cyrillic і
  "\u0410DMIN", // Cyrillic А
  "\u0391DMIN", // Greek Α
  "\u13aadmin", // Cherokee Ꭺ
  "ａｄｍｉｎ",
  "Admin",
  "adm1n",
  "admln",
  "adrnin",
];

/** Chinese, Japanese, Korean, Uyghur-in-Chinese and emoji names (3 characters at least, as usernames must be). */
export const realNames = ["李小龙", "张伟伟", "山田太郎", "さくら", "김민준", "이서연", "阿卜杜勒·克里木", "程序员👩‍💻", "彩虹🏳️‍🌈", "❤️读书人"];
