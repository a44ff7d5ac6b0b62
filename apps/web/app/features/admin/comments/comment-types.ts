import type { CommentView } from "@wenku/contract";

/** A comment in the back office (api-contract §2 Comment), with its item's title and key. */
export type AdminComment = CommentView;
