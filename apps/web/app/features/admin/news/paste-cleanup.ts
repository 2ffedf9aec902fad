/** Attributes that carry Word's (or a web page's) look rather than the text's structure. */
const STYLE_ATTRIBUTES = ['style', 'class', 'lang', 'align', 'face', 'color', 'size', 'width', 'height', 'bgcolor'];

/** Word's own heading levels mapped onto the article's (h2 to h4, as the sanitize policy keeps them). */
const HEADING_LEVEL: Record<string, string> = { H1: 'h2', H5: 'h4', H6: 'h4' };

/**
 * Pasted HTML (from Word, WPS or a web page) as the editor should take it (ADR 072): headings, lists, tables, links
 * and emphasis stay; styles, classes, Word's namespaced tags (`<o:p>`), its conditional comments and its style
 * sheet go. Headings beyond the article's levels move onto them. The server cleans the saved body again with the
 * articles' policy whatever the editor sends.
 */
export function cleanPastedHtml(html: string): string {
  const withoutWordBlocks = html
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, '')
    .replace(/<(style|xml|script)\b[\s\S]*?<\/\1>/gi, '');
  const document = new DOMParser().parseFromString(withoutWordBlocks, 'text/html');
  const body = document.body;
  for (const element of [...body.querySelectorAll('*')]) {
    if (element.tagName.includes(':')) {
      // <o:p>, <w:sdt> …: Word's markup with no meaning here; its text (if any) stays.
      element.replaceWith(...element.childNodes);
      continue;
    }
    for (const name of STYLE_ATTRIBUTES) {
      // A picture keeps its size: the page reserves its room before it arrives.
      if (element.tagName !== 'IMG' || (name !== 'width' && name !== 'height')) element.removeAttribute(name);
    }
    const level = HEADING_LEVEL[element.tagName];
    if (level) {
      const heading = document.createElement(level);
      heading.append(...element.childNodes);
      element.replaceWith(heading);
    }
  }
  return body.innerHTML;
}
