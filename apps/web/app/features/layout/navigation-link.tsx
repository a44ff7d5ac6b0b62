import { isCssColor, isSafeHref } from "@wenku/contract";
import { Link } from "react-router";

const external = /^https?:\/\//i;

export interface LinkItem {
  title: string;
  href?: string;
  target?: string;
  color?: string;
}

/**
 * One navigation item (spec §2): an http(s) href is an external link, a site path an internal one, and no href
 * plain text; each carries its title, color and target. An href or colour the server would refuse today
 * (javascript:, data:, "//host", CSS that is not a colour) may still be stored from before, so it renders as text
 * and without the colour.
 */
export function NavigationLink({ item, className }: { item: LinkItem; className?: string }) {
  const color = item.color?.trim();
  const style = color && isCssColor(color) ? { color } : undefined;
  const target = item.target === "_blank" ? "_blank" : undefined;
  const href = item.href?.trim();
  if (!href || !isSafeHref(href)) {
    return <span className={className} style={style} title={item.title}>{item.title}</span>;
  }
  if (external.test(href)) {
    return (
      <a className={className} style={style} title={item.title} href={href} target={target} rel={target === "_blank" ? "noopener noreferrer" : undefined}>
        {item.title}
      </a>
    );
  }
  return <Link className={className} style={style} title={item.title} to={href} target={target}>{item.title}</Link>;
}
