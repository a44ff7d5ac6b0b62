import { isSafeHref } from "@wenku/contract";
import { Carousel } from "antd";
import type { ReactNode } from "react";
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

/** The home carousel of the enabled website banners (server-rendered from the home loader); nothing without banners. */
export function BannerCarousel() {
  const data = useRouteLoaderData<HomeData>("routes/home");
  const banners = data?.banners ?? [];
  if (banners.length === 0) return null;
  return (
    <section className="wk-home-banners" data-testid="home-carousel">
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
