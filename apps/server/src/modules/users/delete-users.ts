import { userMessages, type deleteUsersQuerySchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import type { Actor } from "../session/actor.js";
import { verifyPassword } from "./password.js";
import { SUPER_ADMIN_USER_ID } from "../../db/seeded-rows.js";

const isForeignKeyViolation = (error: unknown) => {
  const e = error as { code?: string; message?: string };
  return e?.code === "23503" || e?.code === "SQLITE_CONSTRAINT_FOREIGNKEY" || /FOREIGN KEY constraint failed/.test(e?.message ?? "");
};

/**
 * Deletes accounts after the administrator confirms with their own password. The first administrator and the
 * caller are never deleted, nor users who still own documents or articles.
 */
export async function deleteUsers(ctx: AppContext, actor: Actor, query: z.output<typeof deleteUsersQuerySchema>): Promise<void> {
  const caller = actor.requireUser();
  if (!(await verifyPassword(caller.password_hash, query.password))) throw badRequest(userMessages.wrongPassword);
  const ids = [...new Set(query.id)];
  if (ids.includes(SUPER_ADMIN_USER_ID) || ids.includes(Number(caller.id))) throw badRequest("不能删除超级管理员或您自己");
  const db = ctx.db.kysely;
  const owners = await db
    .selectFrom("user")
    .select("id")
    .where("id", "in", ids)
    .where((eb) => eb.or([eb("doc_count", ">", 0), eb("article_count", ">", 0)]))
    .execute();
  if (owners.length) throw badRequest("用户存在文档或文章，不允许删除");
  try {
    await db.deleteFrom("user").where("id", "in", ids).execute();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw badRequest("用户存在关联数据，不允许删除");
    throw error;
  }
}
