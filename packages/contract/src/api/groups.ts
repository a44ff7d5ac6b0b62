import {
  groupCreateBodySchema, groupDeleteQuerySchema, groupListQuerySchema, groupListReplySchema, groupPermissionBodySchema, groupPermissionQuerySchema,
  groupPermissionReplySchema, groupQuerySchema, groupSchema, groupUpdateBodySchema, userGroupReplySchema,
} from "../schemas/group.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/** GroupAPI (api-contract §4.8): groups (roles), their capability flags and permissions (/admin/user/group). */
export const groupEndpoints = {
  mine: apiRoute({ method: "GET", path: "/api/v1/user/group", title: "我的用户组", access: "login", reply: userGroupReplySchema }),
  list: apiRoute({ method: "GET", path: "/api/v1/group/list", title: "用户组列表", access: "public", query: groupListQuerySchema, reply: groupListReplySchema }),
  get: apiRoute({ method: "GET", path: "/api/v1/group", title: "查询用户组", access: "public", query: groupQuerySchema, reply: groupSchema }),
  create: apiRoute({ method: "POST", path: "/api/v1/group", title: "新增用户组", access: "admin", body: groupCreateBodySchema, reply: groupSchema }),
  update: apiRoute({ method: "PUT", path: "/api/v1/group", title: "修改用户组", access: "admin", body: groupUpdateBodySchema, reply: emptyReplySchema }),
  remove: apiRoute({ method: "DELETE", path: "/api/v1/group", title: "删除用户组", access: "admin", query: groupDeleteQuerySchema, reply: emptyReplySchema }),
  permissions: apiRoute({
    method: "GET", path: "/api/v1/group/permission", title: "查询用户组权限", access: "admin", query: groupPermissionQuerySchema,
    reply: groupPermissionReplySchema,
  }),
  setPermissions: apiRoute({
    method: "PUT", path: "/api/v1/group/permission", title: "设置用户组权限", access: "admin", body: groupPermissionBodySchema, reply: emptyReplySchema,
  }),
};
