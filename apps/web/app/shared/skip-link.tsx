import { zh } from "../locales/zh-CN";

/** The id of each layout's <main>, where the skip link leads. */
export const mainContentId = "main";

/** The first stop of the keyboard on every page: a link past the header to the page's content, shown on focus. */
export function SkipLink() {
  return (
    <a className="wk-skip-link" href={`#${mainContentId}`} data-testid="skip-link">
      {zh.layout.skipToContent}
    </a>
  );
}
