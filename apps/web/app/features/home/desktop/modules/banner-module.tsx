import { useCallback, useEffect, useRef } from 'react';
import { Carousel } from 'antd';
import type { Banner } from '@yizhan/contracts';
import { SmartLink } from '../../lib/smart-link';
import { ModuleData } from './module-states';
import { ModuleSection } from '../../lib/module-section';

/**
 * Keeps the slides the carousel hides (aria-hidden: the others and react-slick's clones) out of the keyboard's way
 * as well: their links would take the focus to a picture nobody can see (WCAG 2.1 aria-hidden-focus).
 */
function useInertHiddenSlides() {
  const root = useRef<HTMLDivElement>(null);
  const update = useCallback(() => {
    for (const slide of root.current?.querySelectorAll<HTMLElement>('.slick-slide') ?? []) {
      slide.inert = slide.getAttribute('aria-hidden') === 'true';
    }
  }, []);
  useEffect(update);
  return { root, update };
}

/** The full-width banner carousel. */
export function BannerModule({ name, resolve }: { name: string; resolve: Promise<Banner[]> | undefined }) {
  const { root, update } = useInertHiddenSlides();
  return (
    <ModuleSection title={name} hideTitle className="yz-home__banner">
      <ModuleData resolve={resolve} shape="banner">
        {(banners) => (
          <div ref={root}>
            <Carousel autoplay arrows dots afterChange={update}>
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
          </div>
        )}
      </ModuleData>
    </ModuleSection>
  );
}
