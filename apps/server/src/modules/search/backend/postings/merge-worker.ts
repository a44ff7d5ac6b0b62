import { serveRequests } from "../../../../workers/serve-requests.js";
import { mergeBucketRows, type MergeSource } from "./merge-buckets.js";

/** Worker thread of merge-pool.ts: merges parts' bucket rows off the server's event loop. */
serveRequests(({ sources, segments }: { sources: MergeSource[]; segments: number }) => mergeBucketRows(sources, segments));
