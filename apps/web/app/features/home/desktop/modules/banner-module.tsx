import { Carousel } from 'antd';
import type { Banner } from '@yizhan/contracts';
import { SmartLink } from '../../lib/smart-link';
import { ModuleData } from './module-states';
import { ModuleSection } from '../../lib/module-section';

/** The full-width banner carousel. */
export function BannerModule({ name, resolve }: { name: string; resolve: Promise<Banner[]> | undefined }) {
  return (
    <ModuleSection title={name} hideTitle className="yz-home__banner">
      <ModuleData resolve={resolve} shape="banner">
        {(banners) => (
          <Carousel autoplay arrows dots>
            {banners.map((banner, index) => (
              <SmartLink key={banner.id} to={banner.link} className="yz-home__slide">
                {/* The first picture is the page's largest paint: fetched first; the others when they come round. */}
                <img
                  src={banner.image}
                  alt={banner.title}
                  fetchPriority={index === 0 ? 'high' : 'low'}
                  loading={index === 0 ? 'eager' : 'lazy'}
                />
              </SmartLink>
            ))}
          </Carousel>
        )}
      </ModuleData>
    </ModuleSection>
  );
}
