import { Link } from 'react-router';
import type { ContentBlock, ContentItem } from '@yizhan/contracts';
import { MobileSmartLink } from './mobile-smart-link';
import { ModuleEmpty } from './module-states';
import { MobileSection } from './section';

/** showType 1: titles with their dates. */
function TitleList({ items }: { items: ContentItem[] }) {
  return (
    <ul className="yz-mhm-news">
      {items.map((item) => (
        <li key={item.id}>
          <MobileSmartLink to={item.link} className="yz-mhm-news__item">
            <span className="yz-mhm-news__title">{item.title}</span>
            <time className="yz-mhm-news__date" dateTime={item.publishedAt}>
              {item.publishedAt}
            </time>
          </MobileSmartLink>
        </li>
      ))}
    </ul>
  );
}

/** showType 2: the first item with a picture as the lead story, the others as titles. */
function PictureStory({ items }: { items: ContentItem[] }) {
  const lead = items.find((item) => item.image);
  if (!lead) return <TitleList items={items} />;
  return (
    <>
      <MobileSmartLink to={lead.link} className="yz-mhm-story">
        <img className="yz-mhm-story__image" src={lead.image} alt={lead.title} loading="lazy" />
        <span className="yz-mhm-story__summary">{lead.summary || lead.publishedAt}</span>
      </MobileSmartLink>
      <TitleList items={items.filter((item) => item !== lead)} />
    </>
  );
}

/** showType 3: picture cards, two to a row. */
function PictureCards({ items }: { items: ContentItem[] }) {
  return (
    <ul className="yz-mhm-pictures">
      {items.map((item) => (
        <li key={item.id}>
          <MobileSmartLink to={item.link} className="yz-mhm-pictures__card">
            {/* The title names the card: the picture is decorative. */}
            {item.image ? (
              <img className="yz-mhm-pictures__image" src={item.image} alt="" loading="lazy" />
            ) : (
              <span className="yz-mhm-pictures__image yz-mhm-pictures__image--none" aria-hidden="true" />
            )}
            <span className="yz-mhm-pictures__title">{item.title}</span>
          </MobileSmartLink>
        </li>
      ))}
    </ul>
  );
}

const views = { 1: TitleList, 2: PictureStory, 3: PictureCards } as const;

/** One content category in its showType (1 list, 2 picture story and list, 3 picture cards). */
export function ContentBlockView({ block }: { block: ContentBlock }) {
  const View = views[block.showType as keyof typeof views] ?? TitleList;
  return (
    <MobileSection
      title={block.name}
      level={3}
      extra={
        // A block of the unit's own items (a picture wall) has no news tab to lead to.
        block.newsCategoryId !== null && (
          <Link
            className="yz-mhm__more"
            to={`/mobile/news?categoryId=${block.newsCategoryId}`}
            aria-label={`更多${block.name}`}
          >
            更多
          </Link>
        )
      }
    >
      {block.items.length === 0 ? <ModuleEmpty /> : <View items={block.items} />}
    </MobileSection>
  );
}
