import { categoryEndpoints, type ApiFullQueryOf, type Category } from "@wenku/contract";
import { callApi } from "./call-api";

/** Categories asked for without `field`, so the server sends whole rows. */
export async function loadCategories(query: NonNullable<ApiFullQueryOf<typeof categoryEndpoints.list>>, signal?: AbortSignal): Promise<Category[]> {
  return (await callApi(categoryEndpoints.list, { query, signal })).category;
}
