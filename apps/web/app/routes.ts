import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  layout("routes/layout-default.tsx", [
    index("routes/home.tsx"),
    route("login", "routes/login.tsx"),
    route("register", "routes/register.tsx"),
    route("findpassword", "routes/findpassword.tsx"),
    route("me", "routes/me.tsx", [
      index("routes/me-index.tsx"),
      route("profile", "routes/me-profile.tsx"),
      route("password", "routes/me-password.tsx"),
    ]),
    route("404", "routes/not-found.tsx", { id: "not-found-page" }),
    route("*", "routes/not-found.tsx"),
  ]),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx", { id: "admin-index" }),
    route("dashboard", "routes/admin/dashboard.tsx"),
    route("user/list", "routes/admin/user-list.tsx"),
    route("user/group", "routes/admin/user-group.tsx"),
    route("user/permission", "routes/admin/user-permission.tsx"),
    route("config/:category", "routes/admin/config.tsx"),
    route("navigation", "routes/admin/navigation.tsx"),
    route("friendlink", "routes/admin/friendlink.tsx"),
    route("document/category", "routes/admin/document-category.tsx"),
    route("article/category", "routes/admin/article-category.tsx"),
    route("document/language", "routes/admin/document-language.tsx"),
    route("*", "routes/admin/not-found.tsx", { id: "admin-not-found" }),
  ]),
  // Article pages (/article, /article/:id) go inside the article layout.
  layout("routes/layout-article.tsx", []),
] satisfies RouteConfig;
