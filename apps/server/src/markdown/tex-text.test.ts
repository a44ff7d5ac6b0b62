import { describe, expect, it } from "vitest";
import { readableTex } from "./tex-text.js";

describe("readableTex", () => {
  it.each([
    ["E=mc^2", "E=mc²"],
    ["\\frac{a+b}{2}", "(a+b)/2"],
    ["\\frac12", "1/2"],
    ["\\sum_{i=1}^{n} x_i", "∑ᵢ₌₁ⁿ xᵢ"],
    ["\\int_0^\\infty e^{-x^2}\\,dx", "∫₀^∞ e⁻ˣ² dx"],
    ["\\sqrt{x^2+y^2}", "√(x²+y²)"],
    ["\\sqrt[3]{8} = 2", "³√8 = 2"],
    ["\\alpha + \\beta \\leq \\Gamma", "α + β ≤ Γ"],
    ["\\mathbb{R}^n \\to \\mathbb{R}", "ℝⁿ → ℝ"],
    ["\\lim_{x \\to 0} \\frac{\\sin x}{x} = 1", "lim_(x → 0) (sin x)/x = 1"],
    ["\\left( \\frac{a}{b} \\right)^{2}", "( a/b )²"],
    ["\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}", "( a b ; c d )"],
    ["\\vec{v} \\cdot \\hat{n}", "v⃗ · n̂"],
    ["\\text{速度} = \\frac{\\Delta s}{\\Delta t}", "速度 = (Δ s)/(Δ t)"],
    ["f'(x) \\neq 0", "f′(x) ≠ 0"],
    ["\\operatorname{argmax}_{\\theta} L", "argmax_θ L"],
    ["\\unknowncommand x", "unknowncommand x"],
    ["\\toString \\constructor", "toString constructor"],
  ])("%s reads %s", (tex, text) => {
    expect(readableTex(tex)).toBe(text);
  });

  it("survives unbalanced and deeply nested input", () => {
    expect(readableTex("\\frac{a")).toBe("a/");
    expect(readableTex("x}}^{")).toBe("x^");
    const deep = `${"{".repeat(5000)}x${"}".repeat(5000)}`;
    expect(readableTex(deep)).toContain("x");
    expect(readableTex("\\")).toBe("");
  });
});
