import fs from "node:fs";
import path from "node:path";

/** The real HTTP API of a running server, as the browser uses it. */
export class ApiClient {
  token = "";

  constructor(readonly base: string) {}

  private async call<Reply>(method: string, url: string, body?: unknown): Promise<Reply> {
    const response = await fetch(this.base + url, {
      method,
      headers: { ...(this.token ? { authorization: `Bearer ${this.token}` } : {}), ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json: unknown = await response.json();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
    return json as Reply;
  }

  async login(username: string, password: string) {
    this.token = (await this.call<{ token: string }>("POST", "/api/v1/user/login", { username, password })).token;
  }

  /** Multipart upload of one file, then the batch create API; returns the document id. */
  async uploadDocument(file: string, title: string): Promise<number> {
    const form = new FormData();
    form.append("file", await fs.openAsBlob(file), path.basename(file));
    const uploaded = await fetch(`${this.base}/api/v1/upload/document`, { method: "POST", headers: { authorization: `Bearer ${this.token}` }, body: form });
    const body = (await uploaded.json()) as { data: { id: number } };
    if (uploaded.status !== 200) throw new Error(`upload: ${uploaded.status} ${JSON.stringify(body)}`);
    const created = await this.call<{ document: Array<{ id: number }> }>("POST", "/api/v1/document", { category_id: [], document: [{ title, attachment_id: body.data.id, price: 0 }] });
    return created.document[0].id;
  }

  pages(id: number): Promise<{ status: number; pages: number; page: Array<{ page: number; url: string }> }> {
    return this.call("GET", `/api/v1/document/pages?id=${id}&size=1`);
  }

  async fetchImage(url: string): Promise<number> {
    const response = await fetch(this.base + url, { headers: { "accept-encoding": "gzip" } });
    await response.arrayBuffer();
    return response.status;
  }
}
