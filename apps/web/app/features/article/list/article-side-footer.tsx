import { Card } from "antd";
import { siteName, useSiteData } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { copyrightYears } from "../../layout/copyright";
import { NavigationLink } from "../../layout/navigation-link";
import { footerLinks } from "../../layout/site-footer";

/** The article list has no footer (spec §2): its configured links, copyright and filing number sit in the side column. */
export function ArticleSideFooter() {
  const { settings } = useSiteData();
  const { footer, system } = settings;
  return (
    <Card size="small" className="wk-article-side-footer" data-testid="article-side-footer">
      <div className="wk-article-side-links">
        {footerLinks.filter((l) => footer[l.key]).map((l) => (
          <NavigationLink key={l.key} item={{ title: l.title, href: footer[l.key] }} />
        ))}
        <a href="/sitemap.xml" target="_blank" rel="noopener">{zh.layout.sitemap}</a>
      </div>
      <div className="wk-muted">© {copyrightYears(system.copyright_start_year)} {siteName(settings)}</div>
      {system.icp && (
        <a className="wk-muted" href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">{system.icp}</a>
      )}
    </Card>
  );
}
