import { createViewCounter } from "../../db/view-counter.js";
import "./tables.js";

const articleViews = createViewCounter("article");

/** Counts a view of an article; written within a second and at shutdown. */
export const countArticleView = articleViews.count;
/** Writes the counted article views now. */
export const flushArticleViews = articleViews.flush;
