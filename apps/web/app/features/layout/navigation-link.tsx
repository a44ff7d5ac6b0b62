import { Link } from "react-router";

const external = /^https?:\/\//i;

export interface LinkItem {
  title: string;
  href?: string;
  target?: string;
  color?: string;
}

/**
 * One navigation item (spec §2): an http(s) href is an external link, any other href an internal one,
 * and no href plain text; each carries its title, color and target.
 */
export function NavigationLink({ item, className }: { item: LinkItem; className?: string }) {
  const style = item.color ? { color: item.color } : undefined;
  const target = item.target || undefined;
  if (!item.href) {
    return <span className={className} style={style} title={item.title}>{item.title}</span>;
  }
  if (external.test(item.href)) {
    return (
      <a className={className} style={style} title={item.title} href={item.href} target={target} rel={target === "_blank" ? "noopener noreferrer" : undefined}>
        {item.title}
      </a>
    );
  }
  return <Link className={className} style={style} title={item.title} to={item.href} target={target}>{item.title}</Link>;
}
