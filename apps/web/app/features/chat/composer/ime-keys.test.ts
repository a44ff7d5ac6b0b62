import type { KeyboardEvent } from "react";
import { describe, expect, it } from "vitest";
import { enterAction } from "./ime-keys";

const key = (init: Partial<{ key: string; shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; keyCode: number; isComposing: boolean }>) =>
  ({
    key: init.key ?? "Enter", shiftKey: init.shiftKey ?? false, ctrlKey: init.ctrlKey ?? false, metaKey: init.metaKey ?? false,
    keyCode: init.keyCode ?? 13, nativeEvent: { isComposing: init.isComposing ?? false },
  }) as unknown as KeyboardEvent<HTMLElement>;

describe("enterAction", () => {
  it("sends on Enter, into a new tab with Ctrl or ⌘, and keeps Shift + Enter as a newline", () => {
    expect(enterAction(key({}), false)).toBe("send");
    expect(enterAction(key({ ctrlKey: true }), false)).toBe("send-new-tab");
    expect(enterAction(key({ metaKey: true }), false)).toBe("send-new-tab");
    expect(enterAction(key({ shiftKey: true }), false)).toBe("none");
    expect(enterAction(key({ key: "a" }), false)).toBe("none");
  });

  it("never sends while an input method composes (Enter picks the pinyin letters)", () => {
    expect(enterAction(key({}), true)).toBe("none");
    expect(enterAction(key({ isComposing: true }), false)).toBe("none");
    expect(enterAction(key({ keyCode: 229 }), false)).toBe("none");
  });
});
