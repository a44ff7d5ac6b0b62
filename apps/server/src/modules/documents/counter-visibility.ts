import type { DocumentListItem } from "@wenku/contract";
import type { AppContext } from "../../context.js";

type Counters = Partial<Pick<DocumentListItem, "view_count" | "download_count" | "favorite_count">>;

/**
 * The display settings that hide counters from visitors (display.show_document_*_count); a hidden counter is
 * shown as 0. Returns a function that applies them to views.
 */
export async function counterHider(ctx: AppContext): Promise<<T extends Counters>(view: T) => T> {
  const [views, downloads, favorites] = await Promise.all([
    ctx.settings.bool("display", "show_document_view_count"),
    ctx.settings.bool("display", "show_document_download_count"),
    ctx.settings.bool("display", "show_document_favorite_count"),
  ]);
  return (view) => ({
    ...view,
    ...(views || view.view_count === undefined ? {} : { view_count: 0 }),
    ...(downloads || view.download_count === undefined ? {} : { download_count: 0 }),
    ...(favorites || view.favorite_count === undefined ? {} : { favorite_count: 0 }),
  });
}
