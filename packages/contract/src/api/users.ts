import {
  adminCreateUserBodySchema, adminUpdateUserBodySchema, deleteUsersQuerySchema, passwordBodySchema, passwordReplySchema, profileBodySchema,
  userListQuerySchema, userListReplies, userQuerySchema, userReplySchema,
} from "../schemas/user.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/** UserAPI (api-contract §4.1): profiles and passwords, and the back office's user management (/admin/user/list). */
export const userEndpoints = {
  get: apiRoute({ method: "GET", path: "/api/v1/user", title: "查询用户信息", access: "public", query: userQuerySchema, reply: userReplySchema }),
  updateProfile: apiRoute({
    method: "PUT", path: "/api/v1/user/profile", title: "修改用户资料", access: "login", body: profileBodySchema, reply: emptyReplySchema,
  }),
  changePassword: apiRoute({
    method: "PUT", path: "/api/v1/user/password", title: "修改密码", access: "login", body: passwordBodySchema, reply: passwordReplySchema,
  }),
  list: apiRoute({
    method: "GET", path: "/api/v1/user/list", title: "用户列表", access: "public", query: userListQuerySchema, ...userListReplies,
  }),
  create: apiRoute({ method: "POST", path: "/api/v1/user", title: "新增用户", access: "admin", body: adminCreateUserBodySchema, reply: userReplySchema }),
  update: apiRoute({ method: "PUT", path: "/api/v1/user", title: "设置用户", access: "admin", body: adminUpdateUserBodySchema, reply: emptyReplySchema }),
  remove: apiRoute({ method: "DELETE", path: "/api/v1/user", title: "删除用户", access: "admin", query: deleteUsersQuerySchema, reply: emptyReplySchema }),
};
