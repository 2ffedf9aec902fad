import { Swiper } from 'antd-mobile';
import type { Banner } from '@yizhan/contracts';
import { BannerSlide } from './banner-slide';
import { useCareMode } from '../../../../shared/care/care-mode';

/**
 * The banner carousel (swipe, autoplay): antd-mobile's Swiper, with its animation and gesture libraries. In the care
 * mode it moves only when swiped (ADR 084).
 */
export default function BannerSwiper({ banners }: { banners: Banner[] }) {
  const { care } = useCareMode();
  return (
    <Swiper autoplay={!care} loop>
      {banners.map((banner, index) => (
        <Swiper.Item key={banner.id}>
          <BannerSlide banner={banner} first={index === 0} />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
