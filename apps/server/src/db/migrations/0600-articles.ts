import { sql, type Kysely } from "kysely";
import { bigint, flag, nowIso, withId, withTimestamps } from "../columns.js";

/**
 * Articles (modules/articles): user posts and the site's single pages, their categories (category.type 1), and the
 * single pages the default footer settings link to (/article/about, …), published so every footer link opens. Those
 * belong to no user (user_id 0): they are the site's own, edited by administrators.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("article"))
      .addColumn("identifier", "text", (c) => c.notNull().unique())
      .addColumn("user_id", bigint(db), (c) => c.notNull())
      .addColumn("author", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("keywords", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("markdown", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("content", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("view_count", bigint(db), (c) => c.notNull().defaultTo(0))
      .addColumn("favorite_count", bigint(db), (c) => c.notNull().defaultTo(0))
      .addColumn("comment_count", bigint(db), (c) => c.notNull().defaultTo(0))
      .addColumn("status", "integer", flag)
      .addColumn("reject_reason", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("recommend_at", "text")
      .addColumn("deleted_at", "text")
      .addColumn("deleted_user_id", bigint(db), (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex("article_status_idx").on("article").columns(["deleted_at", "status", "id"]).execute();
  await db.schema.createIndex("article_user_idx").on("article").columns(["user_id", "id"]).execute();

  await db.schema
    .createTable("article_category")
    .addColumn("article_id", bigint(db), (c) => c.notNull().references("article.id").onDelete("cascade"))
    .addColumn("category_id", bigint(db), (c) => c.notNull())
    .addPrimaryKeyConstraint("article_category_pk", ["article_id", "category_id"])
    .execute();
  await db.schema.createIndex("article_category_category_idx").on("article_category").column("category_id").execute();

  await seedSinglePages(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["article_category", "article"]) await db.schema.dropTable(table).ifExists().execute();
}

interface SinglePage {
  identifier: string;
  title: string;
  description: string;
  /** Paragraphs; a line starting with "## " is a heading. */
  body: string[];
}

const singlePages: SinglePage[] = [
  {
    identifier: "about",
    title: "关于我们",
    description: "本站是一个文档分享平台，用户可以在这里上传、浏览、搜索和下载文档，阅读和发布文章。",
    body: [
      "本站是一个文档分享平台，用户可以在这里上传、浏览、搜索和下载文档，阅读和发布文章。",
      "## 我们提供什么",
      "文档在线预览、全文搜索、分类浏览、积分下载，以及由社区撰写的文章。",
      "## 联系方式",
      "如有任何问题或建议，请通过“联系我们”或“意见反馈”页面告诉我们。",
    ],
  },
  {
    identifier: "agreement",
    title: "文库协议",
    description: "注册和使用本站即表示您同意遵守本协议。",
    body: [
      "注册和使用本站即表示您同意遵守本协议。",
      "## 用户责任",
      "您上传或发布的文档、文章和评论须为您拥有权利或已获授权的内容，不得违反法律法规，不得侵犯他人的著作权、隐私或其他合法权益。",
      "## 内容管理",
      "本站有权对违反本协议的内容进行审核、下架或删除，并可视情节对相关账户采取限制措施。",
      "## 协议变更",
      "本站可能适时修改本协议，修改后的协议在本页面公布后生效。",
    ],
  },
  {
    identifier: "contact",
    title: "联系我们",
    description: "如需与本站取得联系，请参考本页的联系方式。",
    body: [
      "如需与本站取得联系，请参考本页的联系方式。",
      "## 联系方式",
      "请在“意见反馈”页面留言，或通过站点管理员公布的邮箱与我们联系，我们会尽快回复。",
    ],
  },
  {
    identifier: "copyright",
    title: "免责声明",
    description: "本站文档和文章由用户上传或发布，仅供学习和交流使用。",
    body: [
      "本站文档和文章由用户上传或发布，仅供学习和交流使用，其观点不代表本站立场。",
      "## 版权投诉",
      "如您认为本站内容侵犯了您的合法权益，请通过“联系我们”页面提供权属证明和相关链接，我们核实后将及时处理。",
    ],
  },
  {
    identifier: "feedback",
    title: "意见反馈",
    description: "欢迎您对本站提出意见和建议。",
    body: [
      "欢迎您对本站提出意见和建议，您的反馈将帮助我们把网站做得更好。",
      "## 如何反馈",
      "登录后可在文章下方发表评论，或通过“联系我们”页面提供的方式与我们联系。",
    ],
  },
];

/** The body as Markdown and as the HTML the renderer makes of it (plain text, nothing to escape). */
function renderPage(body: string[]): { markdown: string; content: string } {
  const markdown = body.join("\n\n");
  const content = body.map((line) => (line.startsWith("## ") ? `<h2>${line.slice(3)}</h2>` : `<p>${line}</p>`)).join("\n");
  return { markdown, content };
}

async function seedSinglePages(db: Kysely<unknown>): Promise<void> {
  const now = nowIso();
  for (const page of singlePages) {
    const { markdown, content } = renderPage(page.body);
    await sql`
      insert into article (identifier, user_id, title, description, markdown, content, status, created_at, updated_at)
      values (${page.identifier}, 0, ${page.title}, ${page.description}, ${markdown}, ${content}, 1, ${now}, ${now})
    `.execute(db);
  }
}
