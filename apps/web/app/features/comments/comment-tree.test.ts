import { describe, expect, it } from "vitest";
import type { Comment } from "./comment-types";
import { buildThreads } from "./comment-tree";

const comment = (id: number, parent_id: number, username = `u${id}`): Comment => ({
  id, parent_id, content: "", content_html: "", document_id: 1, status: 1, comment_count: 0, user_id: id, user: { id, username, avatar: "" },
  document_title: "", document_uuid: "", type: 0, created_at: "", updated_at: "",
});

describe("buildThreads", () => {
  it("groups every reply under its thread's first comment, oldest first, threads newest first", () => {
    const threads = buildThreads([comment(5, 1), comment(1, 0), comment(2, 0), comment(3, 1), comment(4, 3, "bob")]);
    expect(threads.map((t) => t.root.id)).toEqual([2, 1]);
    expect(threads[1].replies.map((r) => [r.comment.id, r.replyTo])).toEqual([[3, undefined], [4, "u3"], [5, undefined]]);
    expect(threads[0].replies).toEqual([]);
  });

  it("shows a reply whose parent is not in the list as a thread of its own", () => {
    const threads = buildThreads([comment(7, 99), comment(8, 7)]);
    expect(threads.map((t) => [t.root.id, t.replies.map((r) => r.comment.id)])).toEqual([[7, [8]]]);
  });
});
