/**
 * Words that carry no subject in a question: question words, pronouns, particles and auxiliaries. A question like
 * "vim 里怎么撤消上一次修改？" keeps "vim 撤消 修改"; "How do I undo the last change in vim?" keeps "undo last change vim".
 */
const chinese = `
的 了 着 过 是 在 有 和 与 及 或 而 且 把 被 让 给 从 到 对 向 为 以 于 就 都 也 还 又 再 很 太 更 最
吗 呢 吧 啊 呀 嘛 么 哦 哪 谁 啥 何 我 你 您 他 她 它 这 那 个 些 要 想 会 能 该 得 地 用 里 中 内 时 后 前 上 下 请 问 来 去 做 弄 搞
一 不 没 每 某 其 此 之 所 如 若 即 则 等
怎么 怎样 怎么样 怎么办 如何 什么 什么样 为什么 为何 哪些 哪个 哪里 哪儿 哪种 多少 几个 是否 能否 可否 可不可以 能不能 是不是
请问 一下 一个 这个 那个 这些 那些 这样 那样 这种 那种 我们 你们 他们 它们 自己 大家
可以 应该 应当 需要 必须 想要 打算 希望 知道 告诉 使得 办法 方法 方式 时候 的话 如果 假如 要是 还是 或者 以及 然后 之后 之前
有没有 没有 有些 有的 一些 所有 任何 某个 东西 事情 问题 情况 具体 到底 究竟 一般 通常 常常 经常
怎么回事 回事 一回事 意思
`;

const english = `
a an the and or but if then else of to in on at by for with from into onto about as than so too very just also
is are was were be been being am do does did doing done have has had having can could would should will shall may might must
i me my mine myself we us our ours you your yours he him his she her hers it its they them their theirs
this that these those there here what which who whom whose when where why how whether
no yes any some all each every both either neither other another such only own same few more most much many
one way ways want wants wanted need needs let lets make makes please tell know possible thing things something
anything get gets got go goes going able like ll ve re
`;

const words = (list: string) => list.split(/\s+/).filter(Boolean);

export const chineseStopWords: ReadonlySet<string> = new Set(words(chinese));
export const englishStopWords: ReadonlySet<string> = new Set(words(english));

/** Contractions of "not" as they come apart at the apostrophe ("doesn't" → "doesn", "t"): each is read as "not". */
export const negations: ReadonlySet<string> = new Set(words("not cannot don doesn didn isn aren wasn weren won wouldn shouldn couldn hasn haven hadn mustn needn"));
