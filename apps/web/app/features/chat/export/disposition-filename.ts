/**
 * The file name a Content-Disposition header gives: the UTF-8 `filename*` (RFC 5987) when present and readable,
 * else the quoted or bare `filename`; undefined when there is none. Path parts never come through.
 */
export function dispositionFilename(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  let name: string | undefined;
  if (encoded) {
    try {
      name = decodeURIComponent(encoded.trim());
    } catch {
      /* malformed escapes: fall back to the plain name */
    }
  }
  name ??= /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(header)?.slice(1).find((part) => part !== undefined);
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base || undefined;
}
