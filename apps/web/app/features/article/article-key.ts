/** The query naming one article: by id (digits) or by identifier (GET /api/v1/article). */
export function articleKeyQuery(key: string | number): { id: number } | { identifier: string } {
  return /^\d+$/.test(String(key)) ? { id: Number(key) } : { identifier: String(key) };
}
