import { expect } from "vitest";
import { answerOf, apiRegister, uniqueName, type ApiSession, type Captcha } from "./accounts";
import { apiCall } from "./browser";
import { gradientPng, uploadImage } from "./content-fixtures";
import { makePdf } from "../document-files";
import { createDocument, waitForConverted } from "./document-fixtures";

/** What `furnishSite` put in the site: the ids the routes with a parameter need. */
export interface SiteContent {
  member: ApiSession;
  documentUuid: string;
  documentCategoryId: number;
  articleIdentifier: string;
  topicUuid: string;
}

/**
 * Real content for walking every route: a category with a converted document (commented on and favourited), an
 * article with a link in its text in a category of its own, a banner, and a member with an avatar and a chat topic (AI
 * chat on).
 * Returns a function that puts the settings it changed back.
 */
export async function furnishSite(admin: ApiSession): Promise<{ content: SiteContent; restore: () => Promise<void> }> {
  const token = admin.token;
  const post = async <T>(path: string, body: unknown, as = token) => {
    const reply = await apiCall<T>("POST", path, { token: as, body });
    expect(reply.status, `${path}: ${JSON.stringify(reply.body)}`).toBe(200);
    return reply.body;
  };
  const category = await post<{ id: number }>("/api/v1/category", { title: uniqueName("无障碍分类"), type: 0 });
  const articleCategory = await post<{ id: number }>("/api/v1/category", { title: uniqueName("无障碍文章分类"), type: 1 });
  const title = uniqueName("无障碍测试文档");
  const doc = await createDocument(token, makePdf(2, "Accessibility"), `${title}.pdf`, title);
  await waitForConverted(token, doc.id);
  await apiCall("PUT", "/api/v1/document/category", { token, body: { document_id: [doc.id], category_id: [category.id] } });
  const article = await post<{ identifier: string }>("/api/v1/article", {
    title: uniqueName("无障碍测试文章"),
    description: "一篇带有正文链接的文章",
    content: "文库的文章正文。更多说明见[使用帮助](/article)，或者直接[搜索文档](/search?wd=文库)。\n\n- 第一条\n- 第二条\n",
    category_id: [articleCategory.id],
  });
  const banner = await uploadImage(token, "banner", await gradientPng(1200, 300, [30, 60, 120], [200, 220, 250]), "banner.png");
  await post("/api/v1/banner", { title: "无障碍横幅", path: banner, url: "/article", type: 0 });

  const member = await apiRegister(uniqueName("a11y"), "a11y-member-password");
  await uploadImage(member.token, "avatar", await gradientPng(128, 128, [200, 120, 40], [40, 120, 200]), "avatar.png");
  const captcha = (await apiCall<Captcha>("GET", "/api/v1/user/captcha?type=comment")).body;
  await post("/api/v1/comment", { document_id: doc.id, content: "这份文档写得很清楚。", captcha_id: captcha.id ?? "", captcha: answerOf(captcha) }, member.token);
  await post("/api/v1/favorite", { document_id: doc.id }, member.token);

  const model = await post<{ id: number }>("/api/v1/llm", { title: "无障碍模型", provider: "custom", base_url: "http://127.0.0.1:9/v1", api_key: "sk-a11y-0123456789", model: "a11y" });
  const before = await settingsOf(token, "llm", ["enable", "default_model_id"]);
  await saveConfig(token, [
    { category: "llm", name: "enable", value: "true" },
    { category: "llm", name: "default_model_id", value: String(model.id) },
  ]);
  const topic = await post<{ uuid: string }>("/api/v1/chat/topic", { title: "无障碍会话" }, member.token);

  return {
    content: { member, documentUuid: doc.uuid, documentCategoryId: category.id, articleIdentifier: article.identifier, topicUuid: topic.uuid },
    restore: () => saveConfig(token, before),
  };
}

async function settingsOf(token: string, category: string, names: string[]) {
  const reply = await apiCall<{ config?: Array<{ category: string; name: string; value: string }> }>("GET", `/api/v1/config/list?category=${category}`, { token });
  return names.map((name) => ({ category, name, value: String(reply.body.config?.find((c) => c.name === name)?.value ?? "") }));
}

async function saveConfig(token: string, config: Array<{ category: string; name: string; value: string }>) {
  const saved = await apiCall("PUT", "/api/v1/config", { token, body: { config } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

/** The pages anyone may open (routes.ts), with real ids for the routes with a parameter. */
export function publicRoutes(content: SiteContent): string[] {
  const userId = content.member.user.id;
  return [
    "/",
    "/document",
    `/category/${content.documentCategoryId}`,
    `/document/${content.documentUuid}`,
    "/search?wd=Accessibility",
    "/article",
    `/article/${content.articleIdentifier}`,
    `/user/${userId}`,
    `/user/${userId}/document`,
    `/user/${userId}/article`,
    "/joinvip",
    "/login",
    "/register",
    "/findpassword",
    "/findpassword-mobile",
    "/no/such/page",
  ];
}

/** The pages of a signed-in member: the member centre, upload, posting, the chat pages. */
export function memberRoutes(content: SiteContent): string[] {
  return [
    "/me",
    ...["profile", "password", "document", "download", "favorite", "article", "order", "vip", "credit"].map((p) => `/me/${p}`),
    "/upload",
    "/post",
    "/order",
    "/chat",
    "/chat/search",
    "/chat/history",
    `/chat/${content.topicUuid}`,
  ];
}

/** Every back-office page (the admin routes of routes.ts; every settings category of spec §2). */
export const adminRoutes = [
  "/admin/dashboard",
  ...["advertisement", "attachment", "banner", "comment", "friendlink", "navigation", "order", "order/downloadcode", "report"].map((p) => `/admin/${p}`),
  ...["chat", "embedding", "llm"].map((p) => `/admin/ai/${p}`),
  ...["category", "list", "recycle", "set"].map((p) => `/admin/article/${p}`),
  ...["backup", "captcha", "converter", "display", "download", "email", "footer", "llm", "miniprogram", "oauth", "ocr", "pay", "score", "search", "security", "sms", "ssr", "system", "vip"].map(
    (p) => `/admin/config/${p}`,
  ),
  ...["category", "language", "list", "ocr", "recycle", "searchrecord"].map((p) => `/admin/document/${p}`),
  ...["document", "url"].map((p) => `/admin/spider/${p}`),
  ...["group", "list", "permission", "punishment", "sms", "vip"].map((p) => `/admin/user/${p}`),
];
