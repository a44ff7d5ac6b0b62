import { contentDisposition } from "../../http/content-disposition.js";

/** How much of a title names the file: enough to recognise it, short enough for every file system. */
const maxTitleChars = 60;
const fallbackTitle = "AI 回答";

const pad = (n: number) => String(n).padStart(2, "0");
const localDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * A title as part of a file name: control and format characters (bidirectional, zero-width) and those no file
 * system takes (`<>:"/\|?*`) become spaces, runs of spaces one; leading and trailing dots and spaces go; at most
 * 60 characters.
 */
export function fileNamePart(title: string): string {
  const cleaned = title
    .normalize("NFC")
    // The zero-width joiner stays: it holds emoji sequences together.
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}<>:"/\\|?*]/gu, (c) => (c === "\u200d" ? c : " "))
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  return [...cleaned].slice(0, maxTitleChars).join("").trim();
}

/** The Content-Disposition of an exported answer: "<title>-<YYYY-MM-DD>.docx", the day in the server's time zone. */
export function docxExportDisposition(title: string | undefined, now = new Date()): string {
  const day = localDate(now);
  const name = fileNamePart(title ?? "") || fallbackTitle;
  // Clients that read only `filename` get the title when it is plain ASCII, else a neutral name.
  const ascii = /^[\x20-\x7e]+$/.test(name) ? name : "answer";
  return contentDisposition(`${name}-${day}.docx`, `${ascii}-${day}.docx`);
}
