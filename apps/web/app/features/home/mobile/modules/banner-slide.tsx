import type { Banner } from '@yizhan/contracts';
import { MobileSmartLink } from './mobile-smart-link';

/** The phone banner's size (750×400 art): the box keeps this ratio, so nothing moves when the picture arrives. */
export const PHONE_BANNER = { width: 750, height: 400 } as const;

/**
 * One banner picture with its link; the first is the page's largest paint, so it is fetched first. The phone shows
 * the art made for it (headline inside the safe area); a banner without one shows its desktop picture cropped to the
 * same box.
 */
export function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  return (
    <MobileSmartLink to={banner.link} className="yz-mhm-banner__slide">
      <img
        className={banner.mobileImage ? 'yz-mhm-banner__image' : 'yz-mhm-banner__image yz-mhm-banner__image--cropped'}
        src={banner.mobileImage || banner.image}
        alt={banner.title}
        width={PHONE_BANNER.width}
        height={PHONE_BANNER.height}
        fetchPriority={first ? 'high' : 'low'}
        loading={first ? 'eager' : 'lazy'}
      />
    </MobileSmartLink>
  );
}
