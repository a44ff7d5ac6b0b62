import { CategoryType } from "@wenku/contract";
import { Card, Col, Row } from "antd";
import { Link } from "react-router";
import { useSiteData } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { categoryTree } from "../../shared/trees";
import { categoriesWithDocuments } from "./categories-with-documents";

/**
 * One card per top-level document category with its document count and sub-categories (display.show_index_categories);
 * a card without sub-categories is only its title row. Categories without documents, in themselves or below, are left
 * out, and with them a new site's empty cards.
 */
export function CategoryOverview() {
  const { categories, settings } = useSiteData();
  if (!settings.display.show_index_categories) return null;
  const trees = categoriesWithDocuments(categoryTree(categories, CategoryType.document));
  if (trees.length === 0) return null;
  return (
    <section className="wk-home-section" data-testid="category-overview">
      <h2>{zh.home.categoriesTitle}</h2>
      <Row gutter={[16, 16]}>
        {trees.map((root) => (
          <Col key={root.id} xs={24} sm={12} lg={8}>
            <Card
              size="small"
              title={<Link to={`/category/${root.id}`}>{root.title}</Link>}
              extra={root.doc_count > 0 ? <span className="wk-home-category-count">{zh.home.categoryDocCount(root.doc_count)}</span> : null}
              styles={root.children.length === 0 ? { body: { display: "none" } } : undefined}
              data-testid="home-category-card"
            >
              {root.children.length > 0 && (
                <div className="wk-home-category-children">
                  {root.children.map((child) => <Link key={child.id} to={`/category/${child.id}`}>{child.title}</Link>)}
                </div>
              )}
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
