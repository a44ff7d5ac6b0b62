/** TeX commands that stand for one character, by the character. */
export const texSymbols: Record<string, string> = {
  alpha: "α", beta: "β", gamma: "γ", delta: "δ", epsilon: "ε", varepsilon: "ε", zeta: "ζ", eta: "η", theta: "θ", vartheta: "ϑ",
  iota: "ι", kappa: "κ", lambda: "λ", mu: "μ", nu: "ν", xi: "ξ", pi: "π", varpi: "ϖ", rho: "ρ", varrho: "ϱ", sigma: "σ",
  varsigma: "ς", tau: "τ", upsilon: "υ", phi: "φ", varphi: "φ", chi: "χ", psi: "ψ", omega: "ω",
  Gamma: "Γ", Delta: "Δ", Theta: "Θ", Lambda: "Λ", Xi: "Ξ", Pi: "Π", Sigma: "Σ", Upsilon: "Υ", Phi: "Φ", Psi: "Ψ", Omega: "Ω",
  times: "×", cdot: "·", div: "÷", pm: "±", mp: "∓", ast: "∗", star: "⋆", circ: "∘", bullet: "•", oplus: "⊕", otimes: "⊗",
  leq: "≤", le: "≤", geq: "≥", ge: "≥", neq: "≠", ne: "≠", approx: "≈", equiv: "≡", sim: "∼", simeq: "≃", cong: "≅",
  propto: "∝", ll: "≪", gg: "≫", prec: "≺", succ: "≻", mid: "∣", parallel: "∥", perp: "⊥",
  infty: "∞", partial: "∂", nabla: "∇", sum: "∑", prod: "∏", coprod: "∐", int: "∫", iint: "∬", iiint: "∭", oint: "∮",
  in: "∈", notin: "∉", ni: "∋", subset: "⊂", subseteq: "⊆", supset: "⊃", supseteq: "⊇", cup: "∪", cap: "∩",
  emptyset: "∅", varnothing: "∅", forall: "∀", exists: "∃", nexists: "∄", neg: "¬", lnot: "¬", land: "∧", wedge: "∧",
  lor: "∨", vee: "∨", setminus: "∖",
  to: "→", rightarrow: "→", leftarrow: "←", gets: "←", leftrightarrow: "↔", Rightarrow: "⇒", implies: "⇒", Leftarrow: "⇐",
  Leftrightarrow: "⇔", iff: "⇔", mapsto: "↦", uparrow: "↑", downarrow: "↓", longrightarrow: "⟶", longleftarrow: "⟵",
  ldots: "…", dots: "…", cdots: "⋯", vdots: "⋮", ddots: "⋱", prime: "′", degree: "°", angle: "∠", triangle: "△",
  hbar: "ℏ", ell: "ℓ", Re: "ℜ", Im: "ℑ", aleph: "ℵ", wp: "℘", therefore: "∴", because: "∵",
  langle: "⟨", rangle: "⟩", lfloor: "⌊", rfloor: "⌋", lceil: "⌈", rceil: "⌉", vert: "|", Vert: "‖", "|": "‖",
  "{": "{", "}": "}", "%": "%", $: "$", "&": "&", _: "_", "#": "#", backslash: "\\",
  ",": " ", ";": " ", ":": " ", ">": " ", " ": " ", quad: " ", qquad: " ", "!": "", enspace: " ", thinspace: " ",
};

/** Named functions TeX sets upright: shown by their names. */
export const texFunctions = new Set([
  "sin", "cos", "tan", "cot", "sec", "csc", "arcsin", "arccos", "arctan", "sinh", "cosh", "tanh", "coth", "log", "ln", "lg",
  "exp", "lim", "liminf", "limsup", "max", "min", "sup", "inf", "det", "dim", "ker", "deg", "gcd", "arg", "hom", "Pr", "mod", "bmod",
]);

/** Commands whose one argument is shown as it is (fonts, text, boxes). */
export const texStyles = new Set([
  "mathrm", "mathbf", "mathit", "mathsf", "mathtt", "mathcal", "mathscr", "mathfrak", "boldsymbol", "bm", "text", "textrm",
  "textbf", "textit", "textsf", "texttt", "mbox", "operatorname", "underline", "overline",
  "underbrace", "overbrace", "boxed", "pmb", "mathop", "mathbin", "mathrel", "mathord",
]);

/** Commands that only size or space things: dropped. */
export const texIgnored = new Set(["left", "right", "big", "Big", "bigg", "Bigg", "bigl", "bigr", "Bigl", "Bigr", "biggl", "biggr", "limits", "nolimits", "displaystyle", "textstyle", "scriptstyle", "nonumber", "notag"]);

/** Accents over one letter, as combining marks. */
export const texAccents: Record<string, string> = { bar: "\u0304", hat: "\u0302", widehat: "\u0302", vec: "\u20d7", tilde: "\u0303", widetilde: "\u0303", dot: "\u0307", ddot: "\u0308", acute: "\u0301", grave: "\u0300", check: "\u030c", breve: "\u0306" };

/** \mathbb letters. */
export const doubleStruck: Record<string, string> = { R: "ℝ", N: "ℕ", Z: "ℤ", Q: "ℚ", C: "ℂ", P: "ℙ", H: "ℍ", E: "𝔼", "1": "𝟙" };

const pairs = (from: string, to: string): Record<string, string> => Object.fromEntries(Array.from(from, (c, i) => [c, Array.from(to)[i]]));

export const superscripts = pairs("0123456789+-=()nijkabcdefghlmoprstuvwxyzT", "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁿⁱʲᵏᵃᵇᶜᵈᵉᶠᵍʰˡᵐᵒᵖʳˢᵗᵘᵛʷˣʸᶻᵀ");
export const subscripts = pairs("0123456789+-=()aehijklmnoprstuvx", "₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓ");

/** Matrix-like environments and the brackets they are shown in. */
export const texEnvironments: Record<string, [string, string]> = {
  pmatrix: ["(", ")"], bmatrix: ["[", "]"], Bmatrix: ["{", "}"], vmatrix: ["|", "|"], Vmatrix: ["‖", "‖"], cases: ["{ ", ""],
};
