import axe from "axe-core";

type CheckRef = string | { id: string };

/** The part of axe-core's loaded audit (`axe._audit`, the same source the pages get) that says what a rule can report. */
interface LoadedAudit {
  rules: Array<{ id: string; enabled: boolean; tags: string[]; impact?: string; any: CheckRef[]; all: CheckRef[]; none: CheckRef[] }>;
  data: { checks: Record<string, { impact?: string } | undefined> };
  tagExclude: string[];
}

const impactOrder = ["minor", "moderate", "serious", "critical"];

/**
 * The rules a plain `axe.run` runs (enabled, with no tag of axe's `tagExclude`: experimental, deprecated) whose
 * violations can have an impact of `impacts`. axe gives a violation its rule's impact when the rule names one, else
 * the highest impact of its failing checks, so a rule left out here can only report lesser impacts: running it
 * would change nothing an audit that fails on `impacts` alone asserts.
 */
export function defaultRulesReporting(impacts: ReadonlySet<string>): string[] {
  const audit = (axe as unknown as { _audit: LoadedAudit })._audit;
  const highestImpact = (rule: LoadedAudit["rules"][number]): string => {
    if (rule.impact) return rule.impact;
    const checks = [...rule.any, ...rule.all, ...rule.none].map((check) => audit.data.checks[typeof check === "string" ? check : check.id]?.impact ?? "");
    return impactOrder[Math.max(-1, ...checks.map((impact) => impactOrder.indexOf(impact)))] ?? "";
  };
  return audit.rules
    .filter((rule) => rule.enabled && !rule.tags.some((tag) => audit.tagExclude.includes(tag)))
    .filter((rule) => impacts.has(highestImpact(rule)))
    .map((rule) => rule.id);
}
