import { HomeDocuments } from "../document/home/home-documents";
import { CategoryOverview } from "./category-overview";
import { HomeHero } from "./home-hero";
import "./home.css";

/**
 * The home page, section by section. Document sections (latest, recommended, by category) belong after the
 * category overview, each as its own component in this folder.
 */
export function HomePage() {
  return (
    <div className="wk-home">
      <HomeHero />
      <CategoryOverview />
      <HomeDocuments />
    </div>
  );
}
