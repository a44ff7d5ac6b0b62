import { categoryEndpoints, categorySchema, type ApiQueryOf, type Category } from "@wenku/contract";
import { callApi } from "./call-api";

type WholeRowsQuery = Omit<NonNullable<ApiQueryOf<typeof categoryEndpoints.list>>, "field">;

/**
 * Categories asked for without `field`, so the server sends whole rows; checked as such, since the list's reply
 * leaves every field optional for projections.
 */
export async function loadCategories(query: WholeRowsQuery, signal?: AbortSignal): Promise<Category[]> {
  const reply = await callApi(categoryEndpoints.list, { query, signal });
  return categorySchema.array().parse(reply.category);
}
