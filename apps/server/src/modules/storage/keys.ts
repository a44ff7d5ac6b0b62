/**
 * Where each file lives in storage, content-addressed by the MD5 of the original (api-contract §5.1): the first
 * five hex characters become folders, so the same file is stored once however many documents use it.
 */
const fanOut = (hash: string) => hash.slice(0, 5).split("").join("/");

export const isMd5 = (value: string) => /^[0-9a-f]{32}$/.test(value);

/** The original document: documents/a/b/c/d/e/<md5><ext>. */
export const documentFileKey = (hash: string, ext: string) => `documents/${fanOut(hash)}/${hash}${ext}`;

/** The folder of everything derived from one original (pages, cover). */
export const derivedPrefix = (hash: string) => `documents/${fanOut(hash)}/${hash}/`;

export type PageFormat = "svgz" | "svg" | "webp";

/** The file name suffix of a page image: `.gzip.svg` for a gzip-compressed SVG, as the original product names it. */
export const pageSuffix = (format: PageFormat) => (format === "svgz" ? ".gzip.svg" : format === "svg" ? ".svg" : ".webp");

export const pageKey = (hash: string, page: number, format: PageFormat) => `${derivedPrefix(hash)}${page}${pageSuffix(format)}`;

export const coverKey = (hash: string) => `${derivedPrefix(hash)}cover.png`;

/** Uploaded images: uploads/a/b/c/d/e/<md5><ext>, served at /uploads/… */
export const uploadKey = (hash: string, ext: string) => `uploads/${fanOut(hash)}/${hash}${ext}`;

/** attachment.path holds the public form "/documents/…" or "/uploads/…"; the storage key is the same without "/". */
export const keyOfPath = (attachmentPath: string) => attachmentPath.replace(/^\/+/, "");
export const pathOfKey = (key: string) => `/${key}`;
