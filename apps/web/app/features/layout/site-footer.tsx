import { Card } from "antd";
import { useLocation } from "react-router";
import { AdSlot } from "../ads/ad-slot";
import { siteName, useSiteData } from "../../lib/site-data";
import type { PublicSettings } from "../../lib/site-types";
import { zh } from "../../locales/zh-CN";
import { copyrightYears } from "./copyright";
import { NavigationLink } from "./navigation-link";

export const footerLinks: Array<{ key: keyof PublicSettings["footer"]; title: string }> = [
  { key: "about", title: zh.layout.footerAbout },
  { key: "agreement", title: zh.layout.footerAgreement },
  { key: "contact", title: zh.layout.footerContact },
  { key: "feedback", title: zh.layout.footerFeedback },
  { key: "copyright", title: zh.layout.footerCopyright },
];

function Friendlinks() {
  const { friendlinks } = useSiteData();
  if (friendlinks.length === 0) return null;
  return (
    <Card size="small" title={zh.layout.friendlinks} className="wk-friendlinks" data-testid="friendlinks">
      {friendlinks.map((link) => (
        <a key={link.id} href={link.link} target="_blank" rel="noopener noreferrer">{link.title}</a>
      ))}
    </Card>
  );
}

/** The footer (spec §2): friendly links on the home page, configured links, copyright, site map, filings, powered-by. */
export function SiteFooter() {
  const { settings } = useSiteData();
  const { pathname } = useLocation();
  const { system, footer, display } = settings;
  const name = siteName(settings);
  return (
    <footer className="wk-footer" data-testid="site-footer">
      {pathname === "/" && (
        <div className="wk-footer-inner">
          <AdSlot position="index_link_top" />
          <Friendlinks />
        </div>
      )}
      <div className="wk-footer-inner wk-footer-lines">
        <div className="wk-footer-links">
          {footerLinks.filter((l) => footer[l.key]).map((l) => (
            <NavigationLink key={l.key} item={{ title: l.title, href: footer[l.key] }} />
          ))}
        </div>
        {display.copyright_statement && (
          <div className="wk-footer-statement" dangerouslySetInnerHTML={{ __html: display.copyright_statement }} />
        )}
        <div>
          <span>© {copyrightYears(system.copyright_start_year)} {name}</span>
          <span className="wk-footer-sep">|</span>
          <a href="/sitemap.xml" target="_blank" rel="noopener">{zh.layout.sitemap}</a>
        </div>
        {(system.icp || system.sec_icp) && (
          <div>
            {system.icp && <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">{system.icp}</a>}
            {system.sec_icp && (
              <a
                href={`http://www.beian.gov.cn/portal/registerSystemInfo?recordcode=${system.sec_icp.replace(/\D/g, "")}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {system.sec_icp}
              </a>
            )}
          </div>
        )}
        {system.enable_powered_by && (
          <div className="wk-powered-by">
            {zh.layout.poweredBy} <a href="/" title={name}>Wenku</a> {system.version}
          </div>
        )}
      </div>
    </footer>
  );
}
