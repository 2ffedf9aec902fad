import { useId } from 'react';
import { ReadAloud } from '../../shared/care/read-aloud';

/**
 * An article's body. The HTML comes from the news API, which cleans it with sanitize-html when it is saved and
 * again on every answer (ADR 029): no script, event handler or javascript: link reaches this point, so it is set as
 * HTML rather than parsed again in the browser (which would ship the sanitiser in every page). In the care mode a
 * 「朗读」 button reads it aloud (ADR 084).
 */
export function ArticleBody({ html }: { html: string }) {
  const id = useId();
  return (
    <>
      <ReadAloud target={id} label="朗读全文" />
      <div id={id} className="yz-news-body" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
