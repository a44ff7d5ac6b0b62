import type { CommentView, UserPublic } from "@wenku/contract";

/**
 * A comment as the section shows it (api-contract §2 Comment, with our `content_html`): the contract's view, and its
 * author as far as the section needs.
 */
export type Comment = Omit<CommentView, "user"> & { user?: Pick<UserPublic, "id" | "username" | "avatar"> };
