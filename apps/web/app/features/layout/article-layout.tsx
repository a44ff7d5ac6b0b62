import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { DefaultLayout } from "./default-layout";

/** The article layout: like the default one, but the article list page (/article) has no footer (spec §2). */
export function ArticleLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <DefaultLayout footer={pathname.replace(/\/+$/, "") !== "/article"}>{children}</DefaultLayout>;
}
