import { isSafeHref } from "@wenku/contract";
import { Carousel } from "antd";
import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { Link, useRouteLoaderData } from "react-router";
import type { HomeData } from "./home-loader";

const external = /^https?:\/\//i;

/** A slide's image, linked when the banner has a usable link (http(s) in a new window, a site path in place). */
function Slide({ title, path, url }: { title: string; path: string; url: string }) {
  const image: ReactNode = <img src={path} alt={title} className="wk-home-banner-image" />;
  const href = url.trim();
  if (!href || !isSafeHref(href)) return <div className="wk-home-banner-slide">{image}</div>;
  if (external.test(href)) {
    return (
      <a className="wk-home-banner-slide" href={href} target="_blank" rel="noopener noreferrer" title={title}>
        {image}
      </a>
    );
  }
  return (
    <Link className="wk-home-banner-slide" to={href} title={title}>
      {image}
    </Link>
  );
}

const SLIDE_LINKS = "a[href]";
/** Marks the links this component took out of the tab order, so that only those are put back. */
const UNTABBED = "data-wk-untabbed";

/** Links of the slides the carousel hides (aria-hidden: the other slides and its clones) out of the tab order. */
function syncSlideLinks(root: HTMLElement): void {
  for (const slide of root.querySelectorAll(".slick-slide")) {
    const hidden = slide.getAttribute("aria-hidden") === "true";
    for (const link of slide.querySelectorAll<HTMLElement>(SLIDE_LINKS)) {
      if (hidden && link.getAttribute("tabindex") !== "-1") {
        link.setAttribute("tabindex", "-1");
        link.setAttribute(UNTABBED, "");
      } else if (!hidden && link.hasAttribute(UNTABBED)) {
        link.removeAttribute("tabindex");
        link.removeAttribute(UNTABBED);
      }
    }
  }
}

/**
 * Keeps keyboard focus out of the slides the carousel hides from assistive technology (WCAG 4.1.2; axe's
 * aria-hidden-focus): on mount and whenever the carousel moves a slide's aria-hidden.
 */
function useHiddenSlidesUntabbable(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    syncSlideLinks(root);
    const observer = new MutationObserver(() => syncSlideLinks(root));
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-hidden"] });
    return () => observer.disconnect();
  }, [ref, active]);
}

/** The home carousel of the enabled website banners (server-rendered from the home loader); nothing without banners. */
export function BannerCarousel() {
  const data = useRouteLoaderData<HomeData>("routes/home");
  const banners = data?.banners ?? [];
  const ref = useRef<HTMLElement>(null);
  useHiddenSlidesUntabbable(ref, banners.length > 0);
  if (banners.length === 0) return null;
  return (
    <section className="wk-home-banners" data-testid="home-carousel" ref={ref}>
      <Carousel autoplay={banners.length > 1} autoplaySpeed={5000} dots={banners.length > 1}>
        {banners.map((banner) => (
          <div key={banner.id} data-testid="home-banner">
            <Slide title={banner.title} path={banner.path} url={banner.url} />
          </div>
        ))}
      </Carousel>
    </section>
  );
}
