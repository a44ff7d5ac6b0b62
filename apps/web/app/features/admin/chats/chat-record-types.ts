import type { chatEndpoints } from "@wenku/contract";
import type { FilterOf } from "../common/use-paged-list";

export type ChatRecordFilter = FilterOf<typeof chatEndpoints.adminListTopics>;
