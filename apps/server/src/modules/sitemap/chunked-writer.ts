import fs from "node:fs";
import { once } from "node:events";
import path from "node:path";
import { sitemapNamespace, urlEntry, xmlDeclaration } from "./xml.js";

export interface WrittenFile {
  /** <name>-<n>.xml */
  file: string;
  urls: number;
  /** The newest lastmod of its URLs. */
  lastmod: string;
}

const header = `${xmlDeclaration}<urlset xmlns="${sitemapNamespace}">\n`;
const footer = "</urlset>\n";

/**
 * Writes URLs into <dir>/<name>-1.xml, -2.xml, … with at most `urlsPerFile` URLs each, as they come (a file is
 * opened at its first URL, so none is empty), waiting for the disk when it falls behind.
 */
export class ChunkedSitemapWriter {
  private stream: fs.WriteStream | undefined;
  private current: WrittenFile | undefined;
  readonly files: WrittenFile[] = [];

  constructor(
    private readonly dir: string,
    private readonly name: string,
    private readonly urlsPerFile: number,
  ) {}

  async add(urls: Array<{ loc: string; lastmod: string }>): Promise<void> {
    let chunk = "";
    for (const url of urls) {
      if (!this.current || this.current.urls >= this.urlsPerFile) {
        await this.write(chunk);
        chunk = "";
        await this.closeFile();
        this.openFile();
      }
      chunk += urlEntry(url.loc, url.lastmod);
      this.current!.urls++;
      if (url.lastmod > this.current!.lastmod) this.current!.lastmod = url.lastmod;
    }
    await this.write(chunk);
  }

  /** Closes the last file; the files written, in order. */
  async finish(): Promise<WrittenFile[]> {
    await this.closeFile();
    return this.files;
  }

  private openFile() {
    this.current = { file: `${this.name}-${this.files.length + 1}.xml`, urls: 0, lastmod: "" };
    this.files.push(this.current);
    this.stream = fs.createWriteStream(path.join(this.dir, this.current.file));
    this.stream.write(header);
  }

  private async write(text: string) {
    if (!text || !this.stream) return;
    if (!this.stream.write(text)) await once(this.stream, "drain");
  }

  private async closeFile() {
    const stream = this.stream;
    if (!stream) return;
    this.stream = undefined;
    stream.end(footer);
    await once(stream, "close");
  }
}
