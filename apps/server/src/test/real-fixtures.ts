import { fileURLToPath } from "node:url";

/** The real documents of test/fixtures/real (their origin and licence: README.md there). */
export const realFixtures = {
  /** PDF manual with C code and ASN.1 listings; mupdf 1.21 writes `data-text="<"` on some of its pages. */
  libtasn1Pdf: "libtasn1.pdf",
  /** PDF specification full of XML markup. */
  mimeSpecPdf: "shared-mime-info-spec.pdf",
  /** calibre's quick-start e-book, with pictures. */
  quickStartEpub: "eng.epub",
  /** LibreOffice's index example, saved as DOCX by LibreOffice. */
  indexDocx: "idxexample.docx",
  /** GnuPG's Chinese help texts. */
  chineseTxt: "help.zh_CN.txt",
  /** zlib's zpipe.c and libffi's HTML manual page, as plain text. */
  markupTxt: "markup-and-code.txt",
  /** Vim's tutor (seven lessons on editing), in English. */
  vimTutorTxt: "vimtutor.txt",
  /** Vim's tutor in Chinese. */
  vimTutorChineseTxt: "vimtutor.zh_CN.txt",
  /** Chinese manual pages of find, tar, gzip, date, ls and sort (manpages-zh). */
  chineseManPagesTxt: "manpages-zh.txt",
} as const;

export const realFixturePath = (name: string) => fileURLToPath(new URL(`./fixtures/real/${name}`, import.meta.url));
