import type { ReactNode } from "react";
import { AdSlot } from "../ads/ad-slot";
import { useAnalyticsPageViews } from "./analytics";
import { RightBar } from "./right-bar";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { mainContentId, SkipLink } from "../../shared/skip-link";
import "./layout.css";

/** The default layout (spec §2): global header, the page, footer and fixed right bar. */
export function DefaultLayout({ children, footer = true }: { children: ReactNode; footer?: boolean }) {
  useAnalyticsPageViews();
  return (
    <div className="wk-layout">
      <SkipLink />
      <SiteHeader />
      <AdSlot position="global_top" />
      <main className="wk-main" id={mainContentId} tabIndex={-1}>{children}</main>
      <AdSlot position="global_bottom" />
      {footer && <SiteFooter />}
      <RightBar />
    </div>
  );
}
