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
import { QueryProvider } from "./lib/query-provider";
import { readSession } from "./lib/session-store";
import { loadSiteData, useOptionalSiteData } from "./lib/site-data";
import { gatedClientLoader } from "./lib/gated-client-loader";
import { rememberSiteGate, siteDataIsStrangers } from "./lib/site-gate-state";
import { theme } from "./lib/theme";
import "./lib/theme.css";
import { useDialogFocusWrap } from "./features/keyboard/use-dialog-focus-wrap";
import { ReadingModeScript } from "./features/reading-mode/reading-mode-script";
import { useReadingMode } from "./features/reading-mode/reading-mode-store";
import { readingModeTheme } from "./features/reading-mode/reading-mode-theme";
import { useReducedMotion } from "./lib/use-reduced-motion";

const readingTheme = readingModeTheme(theme);

/** Settings, navigation, categories and friendly links for every page, in the anonymous view. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadSiteData(context.services);
}

/** On a closed or login-only site, a signed-in member's site data comes through the API. */
// A member the API turns away (a closed site's member without permissions) keeps the stranger's view.
export const clientLoader = gatedClientLoader((services) => loadSiteData(services, Boolean(readSession().token)).catch(() => loadSiteData(services)));

/**
 * Site data changes only through the back office: reload it after form submissions and explicit revalidation —
 * and on a closed or login-only site, at the next navigation of a signed-in member whose root still holds the
 * stranger's data (the login page sends members on), so the member's data comes through the API.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return siteDataIsStrangers() && Boolean(readSession().token);
}

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches);
}

export function Layout({ children }: { children: ReactNode }) {
  const site = useOptionalSiteData();
  const system = site?.settings.system;
  const reducedMotion = useReducedMotion();
  const readingMode = useReadingMode();
  return (
    // The reading mode's class is set on <html> before hydration by its script, outside React.
    <html lang="zh-CN" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ReadingModeScript />
        <Meta />
        {/* Without a configured icon, the server's built-in one (GET /favicon.ico). */}
        <link rel="icon" href={system?.favicon || "/favicon.ico"} />
        <Links />
      </head>
      <body>
        <ConfigProvider locale={zhCN} theme={readingMode ? readingTheme : theme}>
          {/* Always present, so switching motion off after hydration keeps the tree (and its state) as it is. */}
          <MotionProvider motion={!reducedMotion}>
            <AntApp>
              <QueryProvider>{children}</QueryProvider>
            </AntApp>
          </MotionProvider>
        </ConfigProvider>
        <ScrollRestoration />
        <Scripts />
        <AnalyticsScript code={system?.analytics} />
      </body>
    </html>
  );
}

export default function Root({ loaderData }: Route.ComponentProps) {
  rememberSiteGate(loaderData.settings.security, loaderData.membersOnly);
  useSessionSync();
  useSiteGate();
  useDialogFocusWrap();
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
