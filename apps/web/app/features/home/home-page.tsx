import { AdSlot } from "../ads/ad-slot";
import { HomeDocuments } from "../document/home/home-documents";
import { BannerCarousel } from "./banner-carousel";
import { CategoryOverview } from "./category-overview";
import { HomeArticles } from "./home-articles";
import { HomeHero } from "./home-hero";
import { SetupGuide } from "./setup-guide";
import "./home.css";

/**
 * The home page, section by section: the carousel, the search, the category cards, recommended documents and
 * one section per category, recommended articles, with the home page's ad slots between them. The friendly links
 * close the page in the footer (home only), under the index_link_top slot. A new site's administrator sees its
 * first steps above everything (SetupGuide, in their browser only).
 */
export function HomePage() {
  return (
    <div className="wk-home">
      <SetupGuide />
      <BannerCarousel />
      <AdSlot position="index_banner_bottom" />
      <HomeHero />
      <AdSlot position="index_category_top" />
      <CategoryOverview />
      <AdSlot position="index_category_bottom" />
      <HomeDocuments />
      <HomeArticles />
    </div>
  );
}
