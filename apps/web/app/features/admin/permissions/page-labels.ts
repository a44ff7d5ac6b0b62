import type { AdminMenuEntry } from "../layout/admin-menu";

/** The admin pages of the menu by path, named as the menu shows them: 文档管理 / 分类, 轮播图… */
export function adminPageLabels(menu: AdminMenuEntry[], parents: string[] = []): Map<string, string> {
  const labels = new Map<string, string>();
  for (const entry of menu) {
    const trail = [...parents, entry.label];
    if (entry.path) labels.set(entry.path, trail.join(" / "));
    for (const [path, label] of adminPageLabels(entry.children ?? [], trail)) labels.set(path, label);
  }
  return labels;
}
