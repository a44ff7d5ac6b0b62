let encodeTable: Map<string, Buffer> | undefined;

/** GBK (the two-byte part of GB 18030) bytes of `text`, built from the platform's GB 18030 decoder. */
export function encodeGbk(text: string): Buffer {
  if (!encodeTable) {
    encodeTable = new Map();
    const decoder = new TextDecoder("gb18030");
    for (let lead = 0x81; lead <= 0xfe; lead++) {
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        if (trail === 0x7f) continue;
        const bytes = Buffer.from([lead, trail]);
        const character = decoder.decode(bytes);
        if (!encodeTable.has(character)) encodeTable.set(character, bytes);
      }
    }
  }
  const parts: Buffer[] = [];
  for (const character of text) {
    if (character.charCodeAt(0) < 0x80) parts.push(Buffer.from(character, "latin1"));
    else {
      const bytes = encodeTable.get(character);
      if (!bytes) throw new Error(`${character} has no GBK encoding`);
      parts.push(bytes);
    }
  }
  return Buffer.concat(parts);
}
