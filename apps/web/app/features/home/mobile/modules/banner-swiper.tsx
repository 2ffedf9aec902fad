import { Swiper } from 'antd-mobile';
import type { Banner } from '@yizhan/contracts';
import { BannerSlide } from './banner-slide';

/** The banner carousel (swipe, autoplay): antd-mobile's Swiper, with its animation and gesture libraries. */
export default function BannerSwiper({ banners }: { banners: Banner[] }) {
  return (
    <Swiper autoplay loop>
      {banners.map((banner, index) => (
        <Swiper.Item key={banner.id}>
          <BannerSlide banner={banner} first={index === 0} />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
