import type { FixtureDocument } from "./fixture-source.js";

/**
 * A generated library with known content for the search tests: every query has one target document whose title
 * holds it, and the query string is scattered through the bodies of other documents (pages chosen at random).
 */
export interface CorpusQuery {
  /** what the user types */
  wd: string;
  /** the document expected first */
  target: number;
  /** how a document "contains" the query, for recall */
  kind: "cjk" | "word" | "mixed" | "phrase";
}

export const chineseQueries = [
  "量子计算", "区块链", "人工智能", "深度学习", "气候变化", "光伏", "芯片", "熊猫", "长城", "敦煌", "丝绸之路", "中医", "针灸",
  "围棋", "书法", "茶叶", "瓷器", "京剧", "火锅", "高铁", "航天", "卫星", "疫苗", "基因", "机器人", "无人机", "物联网", "云计算",
  "大数据", "碳中和",
];
export const singleCharQueries = ["鲲", "鹏", "麒", "麟", "馕", "犇", "淼", "鑫"];
export const englishQueries = ["Kubernetes", "PostgreSQL", "Rust", "TensorFlow", "Docker", "GraphQL"];
export const mixedQueries = ["Python教程", "5G网络", "iPhone手机", "Java入门", "GPT模型"];
export const phraseQueries = ["machine learning", "open source", "neural network", "edge computing", "2035年"];

const filler = [
  "我们", "发展", "研究", "问题", "方法", "系统", "分析", "社会", "经济", "文化", "历史", "教育", "管理", "服务", "工作", "城市", "国家",
  "世界", "环境", "企业", "市场", "政策", "信息", "网络", "标准", "质量", "项目", "设计", "建设", "生产", "科学", "理论", "实践",
  "结构", "过程", "条件", "影响", "作用", "关系", "基础", "水平", "重要", "主要", "提高", "加强", "推进", "规划", "改革", "创新",
  "能力", "资源", "人才", "思想", "生活", "学生", "老师", "学校", "公司", "产品", "价格", "成本", "效率", "安全", "健康", "自然",
];
const englishFiller = ["the", "system", "design", "report", "data", "model", "service", "quality", "process", "network", "study", "case"];
const titleHeads = ["浅谈", "关于", "论", "试析", "探索", "解读", "初识", "漫谈"];
const titleTails = ["的发展", "研究报告", "实践指南", "入门教程", "综述", "案例分析", "白皮书", "学习笔记"];
const exts = [".pdf", ".docx", ".pptx", ".xlsx", ".txt", ".epub"];
const languages = ["zh-CN", "zh-CN", "en", "ja"];

function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function corpusQueries(): CorpusQuery[] {
  const list: Array<[string[], CorpusQuery["kind"]]> = [
    [chineseQueries, "cjk"], [singleCharQueries, "cjk"], [englishQueries, "word"], [mixedQueries, "mixed"], [phraseQueries, "phrase"],
  ];
  let target = 0;
  return list.flatMap(([words, kind]) => words.map((w) => ({ wd: kind === "phrase" ? `"${w}"` : w, target: ++target, kind })));
}

/** The literal text a query stands for (quotes removed). */
export const literal = (q: CorpusQuery) => q.wd.replace(/"/g, "");

export function buildCorpus(size = 240, seed = 7): { docs: FixtureDocument[]; queries: CorpusQuery[] } {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const sentence = () => {
    const words = Array.from({ length: 4 + Math.floor(rnd() * 8) }, () => (rnd() < 0.15 ? ` ${pick(englishFiller)} ` : pick(filler)));
    return `${words.join("")}${rnd() < 0.1 ? String(Math.floor(rnd() * 900) + 100) : ""}${pick(["，", "。", "；"])}`;
  };
  const pageText = () => Array.from({ length: 12 + Math.floor(rnd() * 20) }, sentence).join("");
  const queries = corpusQueries();
  const docs: FixtureDocument[] = [];
  for (let id = 1; id <= size; id++) {
    const query = queries.find((q) => q.target === id);
    const pages = Array.from({ length: 1 + Math.floor(rnd() * 4) }, pageText);
    const title = query ? `${pick(titleHeads)}${literal(query)}${pick(titleTails)}` : `${pick(titleHeads)}${pick(filler)}${pick(filler)}${pick(titleTails)}`;
    docs.push({
      id, title, pages,
      keywords: query ? `${literal(query)},${pick(filler)}` : `${pick(filler)},${pick(filler)}`,
      description: `${pick(filler)}${pick(filler)}${pick(filler)}。`,
      ext: pick(exts), language: pick(languages), category_ids: [1 + Math.floor(rnd() * 5), ...(rnd() < 0.3 ? [6] : [])],
      user_id: 1 + Math.floor(rnd() * 3), view_count: Math.floor(rnd() * 1000), download_count: Math.floor(rnd() * 300),
      score: 100 + Math.floor(rnd() * 401), price: rnd() < 0.3 ? Math.floor(rnd() * 10) + 1 : 0,
    });
  }
  for (const query of queries) {
    const text = literal(query);
    for (let n = 0; n < 3 + Math.floor(rnd() * 10); n++) {
      const doc = docs[Math.floor(rnd() * docs.length)];
      const page = Math.floor(rnd() * doc.pages.length);
      const at = Math.floor(rnd() * doc.pages[page].length);
      const sep = query.kind === "cjk" ? "" : " ";
      doc.pages[page] = `${doc.pages[page].slice(0, at)}${sep}${text}${sep}${doc.pages[page].slice(at)}`;
    }
  }
  return { docs, queries };
}
