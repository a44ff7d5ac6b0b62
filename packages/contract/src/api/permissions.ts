import {
  permissionListQuerySchema, permissionListReplySchema, permissionQuerySchema, permissionSchema, permissionUpdateBodySchema, userPermissionReplySchema,
} from "../schemas/permission.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/** PermissionAPI (api-contract §4.8): the permission rows (/admin/user/permission) and the caller's own. */
export const permissionEndpoints = {
  mine: apiRoute({ method: "GET", path: "/api/v1/user/permission", title: "我的权限", access: "login", reply: userPermissionReplySchema }),
  list: apiRoute({
    method: "GET", path: "/api/v1/permission/list", title: "权限列表", access: "admin", query: permissionListQuerySchema, reply: permissionListReplySchema,
  }),
  get: apiRoute({ method: "GET", path: "/api/v1/permission", title: "查询权限", access: "admin", query: permissionQuerySchema, reply: permissionSchema }),
  update: apiRoute({
    method: "PUT", path: "/api/v1/permission", title: "修改权限", access: "admin", body: permissionUpdateBodySchema, reply: emptyReplySchema,
  }),
};
