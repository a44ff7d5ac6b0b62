import type { Comment } from "./comment-types";

export interface CommentReply {
  comment: Comment;
  /** The username answered, when the reply answers another reply rather than the thread's first comment. */
  replyTo?: string;
}

export interface CommentThread {
  root: Comment;
  replies: CommentReply[];
}

/**
 * Two-level threads from the flat list: each top-level comment (or one whose parent is not shown) with every reply
 * below it, however deep, oldest first; threads newest first.
 */
export function buildThreads(comments: readonly Comment[]): CommentThread[] {
  const byId = new Map(comments.map((c) => [c.id, c]));
  const rootOf = (comment: Comment): Comment => {
    let current = comment;
    for (let depth = 0; depth < comments.length; depth++) {
      const parent = byId.get(current.parent_id);
      if (!parent || parent === comment) return current;
      current = parent;
    }
    return current;
  };
  const threads = new Map<number, CommentThread>();
  const sorted = [...comments].sort((a, b) => a.id - b.id);
  for (const comment of sorted) {
    const root = rootOf(comment);
    if (root === comment) threads.set(comment.id, threads.get(comment.id) ?? { root: comment, replies: [] });
  }
  for (const comment of sorted) {
    const root = rootOf(comment);
    if (root === comment) continue;
    const parent = byId.get(comment.parent_id);
    const thread = threads.get(root.id)!;
    thread.replies.push({ comment, ...(parent && parent.id !== root.id ? { replyTo: parent.user?.username ?? "" } : {}) });
  }
  return [...threads.values()].sort((a, b) => b.root.id - a.root.id);
}
