import sanitizeHtml from 'sanitize-html';

/** A size attribute of a picture: a whole number of pixels, 1 to 4000. */
const isPixels = (value: string | undefined) => /^[1-9]\d{0,3}$/.test(value ?? '') && Number(value) <= 4000;

/**
 * Whether a picture stays: it must be one we serve (a path of this site, not another host's address or `//host`)
 * and carry its width and height, so the page reserves its room before it arrives and nothing shifts (issue 11).
 */
const keepsPicture = (attribs: Record<string, string>) =>
  /^\/(?![/\\])/.test(attribs.src ?? '') && isPixels(attribs.width) && isPixels(attribs.height);

/**
 * What an article body may contain (security.md: stored rich text is cleaned when saved and again when answered):
 * text structure, links that are http(s), mail or on-site paths, and pictures we serve with their size. No
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
  exclusiveFilter: (frame) => frame.tag === 'img' && !keepsPicture(frame.attribs),
  // A link that leaves the page opens apart from it and cannot reach back (window.opener).
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** A picture's width and height in pixels. */
export interface PictureSize {
  width: number;
  height: number;
}

/**
 * An article body reduced to the HTML above. Idempotent: cleaning clean HTML changes nothing. `sizeOf` gives the
 * size of pictures uploaded here (the console's editor, ADR 072): they get their true width and height before the
 * policy looks at them, so an editor's picture is kept whatever size attributes the editor wrote (or none).
 */
export function sanitizeArticleHtml(html: string, sizeOf?: (src: string) => PictureSize | undefined): string {
  if (!sizeOf) return sanitizeHtml(html, OPTIONS);
  return sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: {
      ...OPTIONS.transformTags,
      img: (tagName, attribs) => {
        const size = sizeOf(attribs.src ?? '');
        return {
          tagName,
          attribs: size ? { ...attribs, width: String(size.width), height: String(size.height) } : attribs,
        };
      },
    },
  });
}
