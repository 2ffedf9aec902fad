import sanitizeHtml from 'sanitize-html';

/**
 * What an article body may contain (security.md: stored rich text is cleaned when saved and again when answered):
 * text structure, links that are http(s), mail or on-site paths, and pictures served over http(s) or by us. No
 * script, style, event handler (`onerror=` …), frame, form or `javascript:` URL survives.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link that leaves the page opens apart from it and cannot reach back (window.opener).
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** An article body reduced to the HTML above. Idempotent: cleaning clean HTML changes nothing. */
export const sanitizeArticleHtml = (html: string): string => sanitizeHtml(html, OPTIONS);
