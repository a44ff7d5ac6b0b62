import type { Executor } from "../documents/document-access.js";

export interface CommentPolicy {
  /** Some group of the user has enable_comment. */
  allowed: boolean;
  /** Every group of the user has enable_comment_approval (domain-reference §3.4: the minimum of the flags). */
  needsApproval: boolean;
}

/** What the user's groups say about their comments. */
export async function commentPolicy(db: Executor, userId: number): Promise<CommentPolicy> {
  const groups = await db
    .selectFrom("user_group as ug")
    .innerJoin("groups as g", "g.id", "ug.group_id")
    .select(["g.enable_comment", "g.enable_comment_approval"])
    .where("ug.user_id", "=", userId)
    .execute();
  return {
    allowed: groups.some((g) => g.enable_comment === 1),
    needsApproval: groups.every((g) => g.enable_comment_approval === 1),
  };
}
