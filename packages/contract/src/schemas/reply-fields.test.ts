import { describe, expect, it } from "vitest";
import { advertisementEndpoints } from "../api/advertisements.js";
import { articleEndpoints } from "../api/articles.js";
import { commentEndpoints } from "../api/comments.js";
import { documentEndpoints } from "../api/documents.js";
import { recycleEndpoints } from "../api/recycle.js";
import { searchEndpoints } from "../api/search.js";
import { favoriteEndpoints } from "../api/favorites.js";
import { ratingEndpoints } from "../api/ratings.js";
import { asksForFields } from "./projection.js";
import { bannerListReplies } from "./banner.js";

const banner = { id: 1, title: "首页", path: "/uploads/a.png", url: "", description: "", sort: 0, enable: true, type: 0, created_at: "", updated_at: "" };
const comment = {
  id: 1, parent_id: 0, content: "好", content_html: "好", document_id: 3, status: 1, comment_count: 0, user_id: 2, document_title: "文档",
  document_uuid: "u", type: 0, created_at: "", updated_at: "",
};
const articleRow = {
  id: 1, identifier: "a", author: "", user_id: 2, title: "文章", keywords: "", description: "", view_count: 0, favorite_count: 0,
  comment_count: 0, status: 1, reject_reason: "", is_recommend: false, created_at: "", updated_at: "", category_id: [], category: [], username: "",
};
const documentRow = {
  id: 1, uuid: "u", title: "文档", keywords: "", description: "", user_id: 2, width: 0, height: 0, preview: 0, pages: 3, download_count: 0,
  view_count: 0, favorite_count: 0, comment_count: 0, score: 300, score_count: 0, price: 0, size: 10, ext: ".pdf", status: 2, enable_gzip: false,
  preview_ext: ".svg", language: "zh", is_vip: false, deleted_user_id: 0, created_at: "", updated_at: "", attachment: { hash: "h" },
  category_id: [], category: [],
};
const hit = {
  id: 1, doc_type: 0, identifier: "u", uuid: "u", title: "文档", title_highlight: "<em>文档</em>", description: "", keywords: "", ext: ".pdf",
  language: "zh", pages: 3, page: 0, size: 10, price: 0, score: 300, view_count: 0, download_count: 0, user_id: 2, category_id: [], created_at: "",
};
const searchResult = { total: 1, hits: 1, spend: "0.001", page: 1, size: 10, agg_ext: [], agg_category: [], agg_language: [], document: [hit] };
const without = <T extends object>(row: T, key: string) => Object.fromEntries(Object.entries(row).filter(([k]) => k !== key));

describe("reply schemas say which fields the server always sends", () => {
  it("refuses a reply missing a required field, and accepts it whole", () => {
    expect(commentEndpoints.get.reply.safeParse(comment).success).toBe(true);
    expect(commentEndpoints.get.reply.safeParse(without(comment, "content_html")).success).toBe(false);
    const list = { total: 1, article: [{ ...articleRow, user: { id: 2, username: "u", avatar: "" } }] };
    expect(articleEndpoints.list.reply.safeParse(list).success).toBe(true);
    expect(articleEndpoints.list.reply.safeParse({ total: 1, article: [without(list.article[0], "title")] }).success).toBe(false);
    expect(articleEndpoints.get.reply.safeParse({ ...articleRow, content: "<p>x</p>" }).success).toBe(true);
    expect(articleEndpoints.get.reply.safeParse(articleRow).success).toBe(false);
  });

  it("keeps conditional fields optional: the author's profile, and a banner's private fields for strangers", () => {
    expect(commentEndpoints.get.reply.safeParse(comment).success).toBe(true);
    expect(commentEndpoints.get.reply.safeParse({ ...comment, user: { id: 2, username: "u" } }).success).toBe(false);
    const publicBanner = { id: 1, title: "首页", path: "/uploads/a.png", url: "" };
    expect(bannerListReplies.reply.safeParse({ total: 1, banner: [banner, publicBanner] }).success).toBe(true);
    expect(bannerListReplies.reply.safeParse({ total: 1, banner: [publicBanner] }).success).toBe(true);
    expect(bannerListReplies.reply.safeParse({ total: 1, banner: [without(publicBanner, "path")] }).success).toBe(false);
  });

  it("checks projected rows (`field=`) against the projected reply only", () => {
    const picked = { total: 1, advertisement: [{ id: 1, title: "广告" }] };
    expect(advertisementEndpoints.list.reply.safeParse(picked).success).toBe(false);
    expect(advertisementEndpoints.list.projectedReply.safeParse(picked).success).toBe(true);
    expect([asksForFields({ field: ["id"] }), asksForFields({ field: [] }), asksForFields({}), asksForFields(undefined)]).toEqual([true, false, false, false]);
  });

  it("answers a favorite or a rating whole or as {}, never half", () => {
    const favorite = {
      id: 1, user_id: 2, document_id: 3, type: 0, title: "文档", ext: ".pdf", score: 300, size: 1, pages: 1, document_uuid: "u", created_at: "", updated_at: "",
    };
    const reply = favoriteEndpoints.get.reply;
    expect([reply.safeParse(favorite).success, reply.safeParse({}).success, reply.safeParse({ id: 1 }).success]).toEqual([true, true, false]);
    const rating = { id: 1, document_id: 3, user_id: 2, score: 400, created_at: "", updated_at: "" };
    const mine = ratingEndpoints.mine.reply;
    expect([mine.safeParse(rating).success, mine.safeParse({}).success, mine.safeParse({ score: 400 }).success]).toEqual([true, true, false]);
  });

  it("requires a document's columns in its page, its list rows and the recycle bin; home cards keep their fixed members", () => {
    const page = { ...documentRow, content: "正文", exist_wxacode: false };
    expect(documentEndpoints.get.reply.safeParse(page).success).toBe(true);
    expect(documentEndpoints.get.reply.safeParse(without(page, "title")).success).toBe(false);
    expect(documentEndpoints.get.reply.safeParse(without(page, "content")).success).toBe(false);
    const row = { ...documentRow, username: "u", deleted_username: "" };
    expect(documentEndpoints.list.reply.safeParse({ total: 1, document: [row] }).success).toBe(true);
    expect(documentEndpoints.list.reply.safeParse({ document: [without(row, "pages")] }).success).toBe(false);
    expect(documentEndpoints.list.projectedReply.safeParse({ document: [{ id: 1, title: "文档" }] }).success).toBe(true);
    expect(recycleEndpoints.list.reply.safeParse({ document: [row] }).success).toBe(false);
    const card = { id: 1, title: "文档", ext: ".pdf", uuid: "u", pages: 3, cover: "/view/cover/h" };
    const bucket = { category_id: 1, category_cover: "", category_name: "分类", document: [card] };
    expect(documentEndpoints.home.reply.safeParse({ document: [bucket] }).success).toBe(true);
    expect(documentEndpoints.home.reply.safeParse({ document: [{ ...bucket, document: [without(card, "cover")] }] }).success).toBe(false);
  });

  it("answers a search whole, or {} for nothing to search, never half", () => {
    const reply = searchEndpoints.search.reply;
    expect([reply.safeParse(searchResult).success, reply.safeParse({}).success]).toEqual([true, true]);
    expect(reply.safeParse(without(searchResult, "agg_ext")).success).toBe(false);
    expect(reply.safeParse({ ...searchResult, document: [without(hit, "title")] }).success).toBe(false);
    const { document, ...rest } = searchResult;
    expect(searchEndpoints.articles.reply.safeParse({ ...rest, article: document }).success).toBe(true);
    expect(searchEndpoints.articles.reply.safeParse(rest).success).toBe(false);
  });
});
