import { permissionResourceOf, type Permission } from "@wenku/contract";

export interface PermissionTreeNode {
  key: string;
  title: string;
  /** The permission's route, shown beside its title. */
  route?: string;
  children?: PermissionTreeNode[];
}

const groupPrefix = "resource:";

/**
 * Permissions grouped by resource for a checkable tree: one branch per resource (the RPC service of a `GRPC` row,
 * `/api/v1/<resource>` of an HTTP row, api-contract §1.7), labelled in Chinese when known, in the order the
 * resources first appear; leaves are keyed by permission id.
 */
export function permissionTree(
  permissions: Pick<Permission, "id" | "method" | "path" | "title">[],
  labels: Record<string, string>,
): PermissionTreeNode[] {
  const groups = new Map<string, PermissionTreeNode[]>();
  for (const p of permissions) {
    const resource = permissionResourceOf(p);
    const leaf = { key: String(p.id), title: p.title || p.path, route: `${p.method} ${p.path}` };
    groups.set(resource, [...(groups.get(resource) ?? []), leaf]);
  }
  return [...groups].map(([resource, children]) => ({
    key: groupPrefix + resource,
    title: labels[resource] ? `${labels[resource]}（${resource}）` : resource,
    children,
  }));
}

/** The permission ids among checked tree keys (branch keys dropped). */
export function checkedPermissionIds(keys: readonly (string | number | bigint)[]): number[] {
  return keys
    .map(String)
    .filter((k) => !k.startsWith(groupPrefix))
    .map(Number)
    .filter(Number.isInteger);
}
