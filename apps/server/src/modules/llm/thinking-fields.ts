import type { ThinkingSwitch } from "@wenku/contract";

/** The request body fields that switch a model's thinking on or off, per the provider's way (see ThinkingSwitch). */
export function thinkingFields(thinkingSwitch: ThinkingSwitch, think: boolean): Record<string, unknown> {
  switch (thinkingSwitch) {
    case "enable_thinking":
      return { enable_thinking: think };
    case "thinking_type":
      return { thinking: { type: think ? "enabled" : "disabled" } };
    case "think":
      return { think };
    case "none":
      return {};
  }
}
