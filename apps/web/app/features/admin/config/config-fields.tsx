import { Col, Row, Tabs } from "antd";
import { useIsMobile } from "../../../shared/use-media-query";
import type { ConfigRow } from "./config-types";
import { ConfigField } from "./config-field";

type Part = { kind: "field"; row: ConfigRow } | { kind: "sections"; sections: Map<string, ConfigRow[]> };

/** The rows in order, the rows of sections gathered where the first of them stands. */
function partsOf(rows: ConfigRow[]): Part[] {
  const parts: Part[] = [];
  let sections: Map<string, ConfigRow[]> | undefined;
  for (const row of rows) {
    if (!row.section) {
      parts.push({ kind: "field", row });
      continue;
    }
    if (!sections) parts.push({ kind: "sections", sections: (sections = new Map<string, ConfigRow[]>()) });
    sections.set(row.section, [...(sections.get(row.section) ?? []), row]);
  }
  return parts;
}

/**
 * A settings group's fields: one under another, except fields that belong to a section (e.g. one VIP plan), shown
 * as one tab per section with the fields side by side. Every tab is rendered, so that saving sends every field.
 */
export function ConfigFields({ rows }: { rows: ConfigRow[] }) {
  // On a phone the tabs stand in a column: a row too long for the screen gets antd's "more" button, which sits
  // inside the tab list where only tabs may be (axe: aria-required-children).
  const mobile = useIsMobile();
  return partsOf(rows).map((part) =>
    part.kind === "field" ? (
      <ConfigField key={part.row.name} row={part.row} />
    ) : (
      <Tabs
        key="sections"
        type="card"
        tabPosition={mobile ? "left" : "top"}
        data-testid="config-sections"
        // Keys become element ids (aria-controls): the section's number, as its name may hold spaces.
        items={[...part.sections].map(([section, fields], index) => ({
          key: `section-${index}`,
          label: section,
          forceRender: true,
          children: (
            <Row gutter={16}>
              {fields.map((row) => (
                <Col key={row.name} xs={24} sm={12} lg={8}>
                  <ConfigField row={row} />
                </Col>
              ))}
            </Row>
          ),
        }))}
      />
    ),
  );
}
