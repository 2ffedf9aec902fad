import { Link } from 'react-router';
import type { ContentBlock, ContentItem } from '@yizhan/contracts';
import { balancedGrid, gridColumnsStyle } from '../../lib/balanced-grid';
import { SmartLink } from '../../lib/smart-link';
import { ModuleEmpty } from './module-states';
import { ModuleSection } from '../../lib/module-section';

/** showType 1: titles with their dates. */
function TitleList({ items }: { items: ContentItem[] }) {
  return (
    <ul className="yz-hm-news">
      {items.map((item) => (
        <li key={item.id} className="yz-hm-news__item">
          <SmartLink to={item.link} className="yz-hm-news__title">
            {item.title}
          </SmartLink>
          <time className="yz-hm-news__date" dateTime={item.publishedAt}>
            {item.publishedAt}
          </time>
        </li>
      ))}
    </ul>
  );
}

/** showType 2: the first item with a picture as the lead story, the others as a title list. */
function PictureStory({ items }: { items: ContentItem[] }) {
  const lead = items.find((item) => item.image);
  if (!lead) return <TitleList items={items} />;
  return (
    <div className="yz-hm-story">
      <article className="yz-hm-story__lead">
        <img className="yz-hm-story__image" src={lead.image} alt={lead.title} loading="lazy" />
        <h4 className="yz-hm-story__title">
          <SmartLink to={lead.link}>{lead.title}</SmartLink>
        </h4>
        {lead.summary && <p className="yz-hm-story__summary">{lead.summary}</p>}
        <time className="yz-hm-news__date" dateTime={lead.publishedAt}>
          {lead.publishedAt}
        </time>
      </article>
      <TitleList items={items.filter((item) => item !== lead)} />
    </div>
  );
}

/** showType 3: picture cards. */
function PictureCards({ items }: { items: ContentItem[] }) {
  const grid = balancedGrid(items, 6);
  return (
    <ul className="yz-hm-pictures" style={gridColumnsStyle(grid.columns)}>
      {grid.items.map((item) => (
        <li key={item.id}>
          <SmartLink to={item.link} className="yz-hm-pictures__card">
            {/* The title below names the card: the picture is decorative. */}
            {item.image ? (
              <img className="yz-hm-pictures__image" src={item.image} alt="" loading="lazy" />
            ) : (
              <span className="yz-hm-pictures__image yz-hm-pictures__image--none" aria-hidden="true" />
            )}
            <span className="yz-hm-pictures__title">{item.title}</span>
          </SmartLink>
          <time className="yz-hm-news__date" dateTime={item.publishedAt}>
            {item.publishedAt}
          </time>
        </li>
      ))}
    </ul>
  );
}

const views = { 1: TitleList, 2: PictureStory, 3: PictureCards } as const;

/** One content category, shown the way its showType says (1 list, 2 picture story and list, 3 picture cards). */
export function ContentBlockView({ block, wide = false }: { block: ContentBlock; wide?: boolean }) {
  const View = views[block.showType as keyof typeof views] ?? TitleList;
  return (
    <ModuleSection
      title={block.name}
      level={3}
      className={`yz-hm-content yz-hm-content--type${block.showType}${wide ? ' yz-hm-content--wide' : ''}`}
      extra={
        // A block of the unit's own items (a picture wall) has no news page to lead to.
        block.newsCategoryId !== null && (
          <Link className="yz-hm__more" to={`/news/more/${block.newsCategoryId}`} aria-label={`更多${block.name}`}>
            更多
          </Link>
        )
      }
    >
      {block.items.length === 0 ? <ModuleEmpty /> : <View items={block.items} />}
    </ModuleSection>
  );
}
