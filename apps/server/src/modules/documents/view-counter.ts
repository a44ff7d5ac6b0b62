import { createViewCounter } from "../../db/view-counter.js";
import "./tables.js";

const documentViews = createViewCounter("document");

/** Counts a view of a document page; written within a second and at shutdown. */
export const countDocumentView = documentViews.count;
/** Writes the counted document views now. */
export const flushDocumentViews = documentViews.flush;
