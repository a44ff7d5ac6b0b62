import { Document, Packer, Paragraph } from "docx";
import { buildZip, packArchive, packZeros } from "./deflated-zip.js";

export const BOMB_ENTRY = "customXml/item1.xml";

/**
 * A real DOCX (written by the `docx` package, which LibreOffice opens) with one more part: `inflatedBytes` of zeros
 * at DEFLATE level 9, about 400 KB on disk for 400 MB unpacked. With `declaredBytes`, the headers claim that size
 * instead: a bomb that lies about itself.
 */
export async function zipBombDocx(inflatedBytes: number, declaredBytes?: number): Promise<Buffer> {
  const document = new Document({ sections: [{ children: [new Paragraph("压缩炸弹测试 zip bomb test")] }] });
  const parts = await packArchive(await Packer.toBuffer(document));
  const bomb = await packZeros(BOMB_ENTRY, inflatedBytes);
  return buildZip([...parts, { ...bomb, declaredSize: declaredBytes }]);
}
