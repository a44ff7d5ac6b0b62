import { constants } from "@wenku/contract";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { zh } from "../../locales/zh-CN";
import { HoverPopover } from "../../shared/deferred-overlays";
import type { CategoryNode } from "../../shared/trees";

export interface CategorySection {
  title: string;
  trees: CategoryNode[];
  hrefOf: (id: number) => string;
}

function SectionView({ section }: { section: CategorySection }) {
  return (
    <div className="wk-card-section">
      <div className="wk-card-section-title">{section.title}</div>
      {section.trees.length === 0 && <div className="wk-muted">{zh.layout.noCategories}</div>}
      {section.trees.map((root) => (
        <div key={root.id} className="wk-card-tree">
          <Link className="wk-card-root" to={section.hrefOf(root.id)}>{root.title}</Link>
          <div className="wk-card-children">
            {root.children.map((child) => (
              <Link key={child.id} to={section.hrefOf(child.id)}>{child.title}</Link>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** The hover card of a fixed header item: category trees, opened after 600 ms, 520 wide (spec §2, §9). */
export function CategoryHoverCard({ sections, children }: { sections: CategorySection[]; children: ReactNode }) {
  return (
    <HoverPopover
      placement="bottomLeft"
      mouseEnterDelay={constants.hoverCardDelayMs / 1000}
      styles={{ root: { width: constants.hoverCardWidth } }}
      content={
        <div className="wk-category-card" data-testid="category-card">
          {sections.map((s) => <SectionView key={s.title} section={s} />)}
        </div>
      }
    >
      <span className="wk-hover-anchor">{children}</span>
    </HoverPopover>
  );
}
