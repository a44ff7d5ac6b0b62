import path from "node:path";

/** The file name a Content-Disposition header gives (RFC 6266: `filename*` in UTF-8 first, then `filename`). */
export function dispositionFileName(header: string | null): string {
  if (!header) return "";
  const extended = /filename\*\s*=\s*(?:utf-8|UTF-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return path.basename(decodeURIComponent(extended.trim()));
    } catch {
      /* a bad escape: the plain name below */
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  return path.basename((plain?.[1] ?? plain?.[2] ?? "").trim());
}

/** The last segment of a URL's path, decoded ("" when there is none). */
export function urlFileName(url: URL): string {
  const last = url.pathname.split("/").filter(Boolean).pop() ?? "";
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
