/**
 * An article's body. The HTML comes from the news API, which cleans it with sanitize-html when it is saved and
 * again on every answer (ADR 029): no script, event handler or javascript: link reaches this point, so it is set as
 * HTML rather than parsed again in the browser (which would ship the sanitiser in every page).
 */
export function ArticleBody({ html }: { html: string }) {
  return <div className="yz-news-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
