/** The named colours of CSS Color 4, plus transparent. */
const namedColors = new Set(
  (
    "aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood " +
    "cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray " +
    "darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen " +
    "darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue " +
    "firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew " +
    "hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan " +
    "lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray " +
    "lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue " +
    "mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred " +
    "midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid " +
    "palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple " +
    "rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue " +
    "slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white " +
    "whitesmoke yellow yellowgreen transparent"
  ).split(" "),
);

const hex = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const functional = /^(rgba?|hsla?)\(([^()]*)\)$/i;
const number = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
const percentage = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)%$/;
const angle = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:deg|rad|grad|turn)?$/i;

/** The arguments of rgb()/hsl(): "r, g, b[, a]" or "r g b[ / a]". */
function splitArguments(inner: string): string[] | undefined {
  const text = inner.trim();
  if (text.includes(",")) {
    const parts = text.split(",").map((p) => p.trim());
    return parts.every((p) => p && !/\s/.test(p)) ? parts : undefined;
  }
  const [colour = "", alpha, ...rest] = text.split("/").map((p) => p.trim());
  if (rest.length > 0 || alpha === "") return undefined;
  const parts = colour.split(/\s+/).filter(Boolean);
  return alpha === undefined ? parts : [...parts, alpha];
}

function isFunctionalColor(value: string): boolean {
  const match = functional.exec(value);
  if (!match) return false;
  const args = splitArguments(match[2]);
  if (!args || (args.length !== 3 && args.length !== 4)) return false;
  const alphaOk = args.length === 3 || number.test(args[3]) || percentage.test(args[3]);
  const [a = "", b = "", c = ""] = args;
  if (match[1].toLowerCase().startsWith("rgb")) {
    const channels = [a, b, c];
    return alphaOk && (channels.every((x) => number.test(x)) || channels.every((x) => percentage.test(x)));
  }
  return alphaOk && angle.test(a) && [b, c].every((x) => percentage.test(x) || number.test(x));
}

/** A CSS colour as the back office may set one: #rgb(a), #rrggbb(aa), rgb()/rgba()/hsl()/hsla() or a named colour. */
export function isCssColor(value: string): boolean {
  const text = value.trim();
  return hex.test(text) || namedColors.has(text.toLowerCase()) || isFunctionalColor(text);
}
