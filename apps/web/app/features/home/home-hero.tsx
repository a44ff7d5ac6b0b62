import { Link } from "react-router";
import { siteName, useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { SearchBox, searchHref } from "../layout/search-box";

/** The site title, a large search box and the recommended search words (system.recommend_words). */
export function HomeHero() {
  const settings = useSettings();
  const words = settings.system.recommend_words.filter((w) => w.trim());
  return (
    <section className="wk-home-hero">
      <h1 className="wk-home-title" data-testid="home-title">{siteName(settings)}</h1>
      {settings.system.description && <p className="wk-home-description">{settings.system.description}</p>}
      <SearchBox size="large" enterButton={zh.home.searchButton} className="wk-home-search" />
      {words.length > 0 && (
        <div className="wk-home-words">
          <span>{zh.home.recommendWords}</span>
          {words.map((word) => <Link key={word} to={searchHref(word) ?? "/"}>{word}</Link>)}
        </div>
      )}
    </section>
  );
}
