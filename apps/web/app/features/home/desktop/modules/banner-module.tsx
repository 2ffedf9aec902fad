import { useCallback } from 'react';
import { Carousel } from 'antd';
import type { Banner } from '@yizhan/contracts';
import { SmartLink } from '../../lib/smart-link';
import { ModuleData } from './module-states';
import { ModuleSection } from '../../lib/module-section';
import { useCareMode } from '../../../../shared/care/care-mode';

/**
 * Keeps the slides the carousel hides (aria-hidden: the others and react-slick's clones) out of the keyboard's way
 * as well: their links would take the focus to a picture nobody can see (WCAG 2.1 aria-hidden-focus). A ref for the
 * carousel's wrapper: it marks the slides as they are when it is attached — the banners may arrive after the page —
 * and again whenever the carousel changes which one it hides.
 */
function useInertHiddenSlides() {
  return useCallback((root: HTMLDivElement | null) => {
    if (!root) return;
    const update = () => {
      for (const slide of root.querySelectorAll<HTMLElement>('.slick-slide')) {
        slide.inert = slide.getAttribute('aria-hidden') === 'true';
      }
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, { subtree: true, childList: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, []);
}

/** The full-width banner carousel; in the care mode it stays still (no auto-advance, ADR 084). */
export function BannerModule({ name, resolve }: { name: string; resolve: Promise<Banner[]> | undefined }) {
  const root = useInertHiddenSlides();
  const { care } = useCareMode();
  return (
    <ModuleSection title={name} hideTitle className="yz-home__banner">
      <ModuleData resolve={resolve} shape="banner">
        {(banners) => (
          <div ref={root}>
            <Carousel autoplay={!care} arrows dots>
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
