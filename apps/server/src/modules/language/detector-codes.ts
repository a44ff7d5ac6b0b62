/**
 * ISO 639-1 (the primary subtag of our language codes: "zh-CN" → "zh") → ISO 639-3 as language detectors name
 * languages (franc: "cmn" for Mandarin whatever the script). Languages outside this table are not detected.
 */
const iso6393 : Record<string, string> = {
  zh: "cmn", en: "eng", ja: "jpn", ko: "kor", fr: "fra", de: "deu", ru: "rus", es: "spa", pt: "por", it: "ita", ar: "arb",
  hi: "hin", vi: "vie", th: "tha", id: "ind", ms: "zlm", tr: "tur", nl: "nld", pl: "pol", uk: "ukr", sv: "swe", fa: "pes",
  he: "heb", el: "ell", cs: "ces", ro: "ron", hu: "hun", da: "dan", fi: "fin", nb: "nob", no: "nob", bn: "ben", ta: "tam",
};

/** Among codes such as "zh-TW" and "zh-CN", the one a detected Chinese text gets: mainland first. */
const preferred = (code: string) => (/^zh(-cn|-hans|-sg)?$/i.test(code) ? 0 : 1);

/**
 * Our language codes (enabled ones, in their order) by detector code. Where two codes share one (zh-CN and zh-TW
 * are both "cmn"), simplified Chinese wins: the detector cannot tell the scripts apart.
 */
export function codesByDetectorCode(codes: string[]): Map<string, string> {
  const byDetector = new Map<string, string>();
  for (const code of [...codes].sort((a, b) => preferred(a) - preferred(b))) {
    const detector = iso6393[code.split("-")[0].toLowerCase()];
    if (detector && !byDetector.has(detector)) byDetector.set(detector, code);
  }
  return byDetector;
}
