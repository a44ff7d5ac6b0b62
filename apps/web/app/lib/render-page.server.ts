import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "./node-renderer.server";

interface RenderOptions {
  nonce?: string;
  /** Longest the render may wait for its data before it is cut off. */
  timeoutMs: number;
  onError: (error: unknown) => void;
}

/** Renders the whole page, once every loader and suspense boundary is ready, into one buffer. */
export function renderPage(page: ReactNode, { nonce, timeoutMs, onError }: RenderOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      onAllReady() {
        clearTimeout(timer);
        pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError,
    });
    const timer = setTimeout(() => abort(new Error(`the page did not render within ${timeoutMs} ms`)), timeoutMs);
  });
}

const doctype = Buffer.from("<!DOCTYPE");
const head = Buffer.from("<head>");
const charset = Buffer.from('<meta charSet="utf-8"/>');

/** The page with `markup` at the start of its <head> (after the charset, which must come first), and a doctype. */
export function withHeadStart(page: Buffer, markup: string): Buffer<ArrayBuffer> {
  const headAt = page.indexOf(head);
  let cut = headAt < 0 ? 0 : headAt + head.length;
  if (headAt >= 0 && page.subarray(cut, cut + charset.length).equals(charset)) cut += charset.length;
  const parts = [page.subarray(0, cut), Buffer.from(markup), page.subarray(cut)];
  if (!page.subarray(0, doctype.length).equals(doctype)) parts.unshift(Buffer.from("<!DOCTYPE html>"));
  return Buffer.concat(parts);
}
