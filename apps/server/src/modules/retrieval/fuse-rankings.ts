/** Reciprocal rank fusion's constant: how much the first ranks outweigh later ones (60 in the original paper). */
const K = 60;

export interface Ranking {
  /** keys best first */
  keys: string[];
  weight: number;
}

/**
 * Weighted reciprocal rank fusion: each key scores Σ weight / (K + rank) over the rankings that hold it (rank
 * from 1), as a share of what first place in every ranking gives (0–1). Best first.
 */
export function fuseRankings(rankings: Ranking[]): Array<{ key: string; score: number }> {
  const scores = new Map<string, number>();
  for (const { keys, weight } of rankings) keys.forEach((key, i) => scores.set(key, (scores.get(key) ?? 0) + weight / (K + i + 1)));
  const most = rankings.reduce((n, r) => n + r.weight, 0) / (K + 1);
  return [...scores.entries()].map(([key, score]) => ({ key, score: most > 0 ? score / most : 0 })).sort((a, b) => b.score - a.score);
}
