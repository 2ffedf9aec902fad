import type { Banner } from '@yizhan/contracts';
import { MobileSmartLink } from './mobile-smart-link';

/** One banner picture with its link; the first is the page's largest paint, so it is fetched first. */
export function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  return (
    <MobileSmartLink to={banner.link} className="yz-mhm-banner__slide">
      <img
        className="yz-mhm-banner__image"
        src={banner.image}
        alt={banner.title}
        fetchPriority={first ? 'high' : 'low'}
        loading={first ? 'eager' : 'lazy'}
      />
    </MobileSmartLink>
  );
}
