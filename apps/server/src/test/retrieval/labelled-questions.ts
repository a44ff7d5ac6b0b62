import { realFixtures } from "../real-fixtures.js";

/** A real document of the test library, uploaded under this title. */
export interface LibraryDocument {
  file: string;
  title: string;
}

export const library = {
  vimZh: { file: realFixtures.vimTutorChineseTxt, title: "Vim 教程（中文版）" },
  vimEn: { file: realFixtures.vimTutorTxt, title: "Vim Tutor" },
  manZh: { file: realFixtures.chineseManPagesTxt, title: "Linux 常用命令中文手册" },
  gnupgZh: { file: realFixtures.chineseTxt, title: "GnuPG 中文帮助" },
  libtasn1: { file: realFixtures.libtasn1Pdf, title: "GNU Libtasn1 Manual" },
  mimeSpec: { file: realFixtures.mimeSpecPdf, title: "Shared MIME-info Database Specification" },
  calibre: { file: realFixtures.quickStartEpub, title: "Calibre Quick Start Guide" },
  markup: { file: realFixtures.markupTxt, title: "zpipe.c and the libffi simple example" },
  indexDocx: { file: realFixtures.indexDocx, title: "LibreOffice index example" },
} satisfies Record<string, LibraryDocument>;

export type LibraryName = keyof typeof library;

/**
 * A question as a reader asks it, with the pages that answer it. Several pages are given only where each of them
 * answers on its own (a lesson and its summary, an answer that runs over a page break).
 */
export interface LabelledQuestion {
  question: string;
  document: LibraryName;
  pages: number[];
}

export const chineseQuestions: LabelledQuestion[] = [
  { question: "vim 里怎么撤消上一次修改？", document: "vimZh", pages: [6, 7] },
  { question: "在 Vim 中不想保存改动，直接退出应该输入什么？", document: "vimZh", pages: [2, 3] },
  { question: "Vim 怎样删除光标所在的整行？", document: "vimZh", pages: [6, 7] },
  { question: "vim 里怎么查找一个字符串？", document: "vimZh", pages: [10, 11] },
  { question: "Vim 中如何把整个文件里的 old 全部替换成 new？", document: "vimZh", pages: [10, 11] },
  { question: "vim 怎么跳到文件的最后一行？", document: "vimZh", pages: [9, 11] },
  { question: "在 vim 里如何运行一个外部的 shell 命令，比如 ls？", document: "vimZh", pages: [11, 13] },
  { question: "vim 怎样把当前内容保存成另一个文件名？", document: "vimZh", pages: [12, 13] },
  { question: "vim 中怎么把另一个文件的内容读进来插入到光标处？", document: "vimZh", pages: [12, 13] },
  { question: "vim 如何在光标下面新开一行并进入插入模式？", document: "vimZh", pages: [13, 15] },
  { question: "vim 里怎么复制一段文字再粘贴到别处？", document: "vimZh", pages: [14, 15] },
  { question: "vim 搜索的时候怎样忽略大小写？", document: "vimZh", pages: [15] },
  { question: "Vim 的在线帮助怎么打开？", document: "vimZh", pages: [16, 17] },
  { question: "想让 vim 每次启动都用我自己的设置，应该怎么做？", document: "vimZh", pages: [16, 17] },
  { question: "在 vim 命令行里按哪个键可以自动补全命令？", document: "vimZh", pages: [16, 17] },
  { question: "vim 中光标怎样跳到与之配对的括号？", document: "vimZh", pages: [10, 11] },
  { question: "vim 怎么替换光标所在位置的一个字符？", document: "vimZh", pages: [8, 9] },
  { question: "Vim 里删除一个单词用什么命令？", document: "vimZh", pages: [4, 7] },
  { question: "吊销密钥的时候应该选择什么理由？", document: "gnupgZh", pages: [4] },
  { question: "给别人的密钥签名时，验证级别 3 代表什么意思？", document: "gnupgZh", pages: [3] },
  { question: "生成密钥时选哪种算法既可以签名又可以加密？", document: "gnupgZh", pages: [1] },
  { question: "为什么不应该删除密钥上的自身签名？", document: "gnupgZh", pages: [3, 4] },
  { question: "怎样把自己的密钥设成绝对信任？", document: "gnupgZh", pages: [1] },
  { question: "设置密钥有效期的时候能不能直接输入日期？", document: "gnupgZh", pages: [2] },
  { question: "怎样用 tar 把 bz2 格式的压缩包解压到指定目录？", document: "manZh", pages: [10, 11] },
  { question: "find 命令如何按文件大小查找文件？", document: "manZh", pages: [4] },
  { question: "用 find 怎么找出最近几天内修改过的文件？", document: "manZh", pages: [3] },
  { question: "find 找到文件以后，怎么对每个文件执行一条命令？", document: "manZh", pages: [5] },
  { question: "find 按文件名查找时如何不区分大小写？", document: "manZh", pages: [3] },
  { question: "gzip 怎样设置压缩级别让压缩率最高？", document: "manZh", pages: [21] },
  { question: "怎么查看一个 gz 文件压缩前有多大？", document: "manZh", pages: [20] },
  { question: "gzip 压缩时怎么让原来的文件保持不变？", document: "manZh", pages: [19] },
  { question: "date 命令怎么按自己指定的格式显示日期？", document: "manZh", pages: [23, 24] },
  { question: "date 如何显示协调世界时？", document: "manZh", pages: [24] },
  { question: "ls 怎么按文件大小排序？", document: "manZh", pages: [30] },
  { question: "ls 怎样显示以点开头的隐藏文件？", document: "manZh", pages: [27] },
  { question: "sort 命令如何按照数值大小排序？", document: "manZh", pages: [32] },
  { question: "用 ls 列目录时怎么让目录排在文件前面？", document: "manZh", pages: [28] },
  { question: "tar 如何查看一个归档里有哪些文件？", document: "manZh", pages: [11] },
];

export const englishQuestions: LabelledQuestion[] = [
  { question: "How do I undo the last change in vim?", document: "vimEn", pages: [6] },
  { question: "How can I quit vim without saving my changes?", document: "vimEn", pages: [1, 3] },
  { question: "What command deletes a whole line in Vim?", document: "vimEn", pages: [5, 6] },
  { question: "How do I replace every occurrence of a word in the whole file with vim?", document: "vimEn", pages: [9, 10] },
  { question: "How do I jump to the end of the file in vim?", document: "vimEn", pages: [8, 10] },
  { question: "How can I run a shell command such as ls from inside vim?", document: "vimEn", pages: [10, 11] },
  { question: "How do I save only part of a file to another file in vim?", document: "vimEn", pages: [11] },
  { question: "How can I copy and paste text in vim?", document: "vimEn", pages: [13, 14] },
  { question: "How do I make vim searches ignore upper and lower case?", document: "vimEn", pages: [13, 14] },
  { question: "Where do I put my preferred settings so that vim loads them when it starts?", document: "vimEn", pages: [14, 15] },
  { question: "How do I get vim to complete a command name for me?", document: "vimEn", pages: [15] },
  { question: "How do I find the bracket that matches a parenthesis in vim?", document: "vimEn", pages: [9, 10] },
  { question: "What happens when two glob patterns with the same weight match a file name?", document: "mimeSpec", pages: [7] },
  { question: "What is the default weight of a glob rule, and how high can it go?", document: "mimeSpec", pages: [4] },
  { question: "Which command must an application run after installing its MIME XML file?", document: "mimeSpec", pages: [3] },
  { question: "How can a program guess whether a file is binary or text when no magic rule matches?", document: "mimeSpec", pages: [15] },
  { question: "Can the MIME database store which application a user prefers for a file type?", document: "mimeSpec", pages: [1, 17] },
  { question: "In which byte order are the numbers in the mime.cache file stored?", document: "mimeSpec", pages: [13] },
  { question: "How are URI scheme handlers such as mms:// represented as MIME types?", document: "mimeSpec", pages: [16] },
  { question: "Is every text type treated as a subclass of text/plain?", document: "mimeSpec", pages: [14] },
  { question: "How do I check at run time that the installed libtasn1 is recent enough?", document: "libtasn1", pages: [26] },
  { question: "Which ASN.1 features does the libtasn1 parser not support?", document: "libtasn1", pages: [6] },
  { question: "How do I decode DER data into an ASN.1 structure with libtasn1?", document: "libtasn1", pages: [10, 23] },
  { question: "Which command line tool builds a DER encoding from an assignments file?", document: "libtasn1", pages: [8, 9] },
  { question: "How are comments written in the ASN.1 definitions that libtasn1 reads?", document: "libtasn1", pages: [5] },
  { question: "How do I turn a libtasn1 error code into a readable message?", document: "libtasn1", pages: [25, 26] },
  { question: "Under which licence may I redistribute the libtasn1 library?", document: "libtasn1", pages: [4] },
  { question: "How do I fix the wrong title and author of a book in calibre?", document: "calibre", pages: [9] },
  { question: "Can calibre convert e-books that are protected with DRM?", document: "calibre", pages: [16] },
  { question: "Which output format should Kindle owners pick when converting a book?", document: "calibre", pages: [13, 14] },
  { question: "How do I make calibre download news automatically on a schedule?", document: "calibre", pages: [18] },
  { question: "How do I safely disconnect my e-book reader from calibre?", document: "calibre", pages: [20] },
  { question: "Where can I ask for help when calibre gives me trouble?", document: "calibre", pages: [23] },
  { question: "How can I compare book prices across online stores from calibre?", document: "calibre", pages: [11] },
  { question: "Is bold text and complex layout kept when converting between e-book formats?", document: "calibre", pages: [15] },
];
