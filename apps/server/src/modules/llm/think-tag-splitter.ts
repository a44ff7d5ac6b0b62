const open = "<think>";
const close = "</think>";

export interface SplitText {
  reasoning: string;
  content: string;
}

/**
 * Some models served through OpenAI-compatible gateways put their reasoning in the content, wrapped in
 * `<think>…</think>` at the start of the answer. This moves it to reasoning, across chunk boundaries, and drops
 * the blank lines between it and the answer; an answer that does not start with the tag passes through untouched.
 */
export function thinkTagSplitter() {
  let state: "start" | "thinking" | "after" | "answer" = "start";
  let held = "";

  function answer(text: string): SplitText {
    if (state === "after") {
      text = text.replace(/^\s+/, "");
      if (text === "") return { reasoning: "", content: "" };
      state = "answer";
    }
    return { reasoning: "", content: text };
  }

  function push(text: string): SplitText {
    if (state === "answer" || state === "after") return answer(text);
    held += text;
    if (state === "start") {
      const lead = held.trimStart();
      if (lead.length < open.length && open.startsWith(lead)) return { reasoning: "", content: "" };
      if (!lead.startsWith(open)) {
        state = "answer";
        const content = held;
        held = "";
        return { reasoning: "", content };
      }
      state = "thinking";
      held = lead.slice(open.length);
    }
    const end = held.indexOf(close);
    if (end >= 0) {
      state = "after";
      const reasoning = held.slice(0, end);
      const rest = held.slice(end + close.length);
      held = "";
      return { reasoning, content: answer(rest).content };
    }
    const safe = Math.max(0, held.length - (close.length - 1));
    const reasoning = held.slice(0, safe);
    held = held.slice(safe);
    return { reasoning, content: "" };
  }

  function flush(): SplitText {
    const rest = held;
    held = "";
    return state === "thinking" ? { reasoning: rest, content: "" } : { reasoning: "", content: rest };
  }

  return { push, flush };
}
