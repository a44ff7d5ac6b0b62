import { Document, Packer, Paragraph, TextRun } from "docx";
import { expect } from "vitest";
import { apiCall, baseUrl, nextClientAddress } from "./browser";

/** A DOCX whose every entry of `pages` starts on a new page. */
export async function docxOfPages(pages: string[][]): Promise<Buffer> {
  const children = pages.flatMap((lines, pageIndex) =>
    lines.map(
      (line, lineIndex) =>
        new Paragraph({ pageBreakBefore: pageIndex > 0 && lineIndex === 0, children: [new TextRun({ text: line, size: 28 })] }),
    ),
  );
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

/** POST /api/v1/upload/document (multipart field `file`); the raw answer, to test refusals too. */
export async function uploadFile(token: string, bytes: Uint8Array, filename: string): Promise<{ status: number; body: { data: { id: number }; message?: string } }> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), filename);
  const response = await fetch(`${baseUrl()}/api/v1/upload/document`, { method: "POST", headers: { Authorization: `Bearer ${token}`, "X-Forwarded-For": nextClientAddress() }, body: form });
  return { status: response.status, body: (await response.json()) as { data: { id: number }; message?: string } };
}

/** Uploads a document file and creates the document from it; resolves to its id, uuid and first status. */
export async function createDocument(token: string, bytes: Uint8Array, filename: string, title: string) {
  const upload = await uploadFile(token, bytes, filename);
  expect(upload.status, JSON.stringify(upload.body)).toBe(200);
  const created = await apiCall<{ document: Array<{ id: number; uuid: string; title: string; status: number }> }>("POST", "/api/v1/document", {
    token,
    body: { category_id: [], document: [{ title, attachment_id: upload.body.data.id, price: 0 }] },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.document[0];
}

/** Polls `probe` until it returns a value; fails with `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The fields of GET /api/v1/document that tests of converted documents read. */
export interface ConvertedDocument {
  status: number;
  pages: number;
  convert_error?: string;
}

/** Waits until the document is converted (status 2); a failed conversion fails at once with its error. */
export async function waitForConverted(token: string, id: number) {
  return waitFor(`document ${id} to be converted`, async () => {
    const doc = (await apiCall<ConvertedDocument>("GET", `/api/v1/document?id=${id}`, { token })).body;
    if (doc.status === 3) throw new Error(`conversion failed: ${doc.convert_error}`);
    return doc.status === 2 ? doc : undefined;
  });
}
