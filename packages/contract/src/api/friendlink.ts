import {
  friendlinkCreateSchema, friendlinkIdQuerySchema, friendlinkIdsQuerySchema, friendlinkListQuerySchema, friendlinkListReplies, friendlinkSchema,
  friendlinkUpdateSchema,
} from "../schemas/friendlink.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/** FriendlinkAPI (api-contract §4.11): reading is public (enabled links); the list's permission shows every link. */
export const friendlinkEndpoints = {
  list: apiRoute({
    method: "GET", path: "/api/v1/friendlink/list", title: "查询友链列表", access: "public", query: friendlinkListQuerySchema,
    ...friendlinkListReplies,
  }),
  get: apiRoute({ method: "GET", path: "/api/v1/friendlink", title: "查询友链", access: "public", query: friendlinkIdQuerySchema, reply: friendlinkSchema }),
  create: apiRoute({ method: "POST", path: "/api/v1/friendlink", title: "新增友链", access: "admin", body: friendlinkCreateSchema, reply: friendlinkSchema }),
  update: apiRoute({ method: "PUT", path: "/api/v1/friendlink", title: "修改友链", access: "admin", body: friendlinkUpdateSchema, reply: emptyReplySchema }),
  remove: apiRoute({ method: "DELETE", path: "/api/v1/friendlink", title: "删除友链", access: "admin", query: friendlinkIdsQuerySchema, reply: emptyReplySchema }),
};
