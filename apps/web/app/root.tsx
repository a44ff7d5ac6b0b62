import { Provider as MotionProvider } from "@rc-component/motion";
import { App as AntApp, ConfigProvider } from "antd";
import zhCN from "antd/locale/zh_CN";
import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/root";
import "./load-context";
import { RouteErrorView } from "./features/errors/route-error-view";
import { useSiteGate } from "./features/guards/use-site-gate";
import { AnalyticsScript } from "./features/layout/analytics";
import { LoadingBar } from "./features/layout/loading-bar";
import { siteMeta } from "./lib/meta";
import { useSessionSync } from "./lib/session";
import { loadSiteData, useOptionalSiteData } from "./lib/site-data";
import { theme } from "./lib/theme";
import { useReducedMotion } from "./lib/use-reduced-motion";

/** Settings, navigation, categories and friendly links for every page, in the anonymous view. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadSiteData(context.services);
}

/** Site data changes only through the back office: reload it after form submissions and explicit revalidation. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return false;
}

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches);
}

export function Layout({ children }: { children: ReactNode }) {
  const site = useOptionalSiteData();
  const system = site?.settings.system;
  const reducedMotion = useReducedMotion();
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {system?.favicon && <link rel="icon" href={system.favicon} />}
        <Links />
      </head>
      <body>
        <ConfigProvider locale={zhCN} theme={theme}>
          {/* Always present, so switching motion off after hydration keeps the tree (and its state) as it is. */}
          <MotionProvider motion={!reducedMotion}>
            <AntApp>{children}</AntApp>
          </MotionProvider>
        </ConfigProvider>
        <ScrollRestoration />
        <Scripts />
        <AnalyticsScript code={system?.analytics} />
      </body>
    </html>
  );
}

export default function Root() {
  useSessionSync();
  useSiteGate();
  useEffect(() => {
    (window as unknown as { __wenkuHydrated?: boolean }).__wenkuHydrated = true;
  }, []);
  return (
    <>
      <LoadingBar />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
