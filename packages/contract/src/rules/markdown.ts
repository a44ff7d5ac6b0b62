/** Removes whitespace just inside `$…$` and `$$…$$` math markers so renderers recognise them. */
export function trimMathDollars(markdown: string): string {
  return markdown
    .replace(/\$\$[ \t\r\n]*([\s\S]+?)[ \t\r\n]*\$\$/g, (_m, body: string) => `$$${body}$$`)
    .replace(/(^|[^$])\$[ \t]+([^$\n]*?[^$\s])[ \t]*\$(?!\$)/g, (_m, pre: string, body: string) => `${pre}$${body}$`)
    .replace(/(^|[^$])\$([^$\n]*?[^$\s])[ \t]+\$(?!\$)/g, (_m, pre: string, body: string) => `${pre}$${body}$`);
}
