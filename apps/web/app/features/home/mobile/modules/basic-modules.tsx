import { lazy, Suspense } from 'react';
import { Grid } from 'antd-mobile';
import type { Banner, Car, QuickNavigation, Tool } from '@yizhan/contracts';
import { ForUsers } from '../../../../shared/session/for-users';
import { MobileSmartLink } from './mobile-smart-link';
import { BannerSlide } from './banner-slide';
import { IconBadge } from './icon-badge';
import { ModuleData, ModuleEmpty } from './module-states';
import { MobileSection } from './section';
import 'antd-mobile/es/components/page-indicator/page-indicator.css';
import 'antd-mobile/es/components/swiper/swiper.css';
import { importOnceMore } from '../../../../shared/retry/import-once-more';

// The Swiper and its animation and gesture libraries (about 25 KB gzip) load beside the page, not before it: the
// server renders the carousel whole, and the page hydrates it once they arrive. Its stylesheets come with the page,
// so the server's carousel is laid out from the first paint.
const BannerSwiper = lazy(() => importOnceMore(() => import('./banner-swiper')));

/** The banner carousel (swipe, autoplay); until its code has loaded in the browser, the first picture. */
export function BannerModule({ name, resolve }: { name: string; resolve: Promise<Banner[]> | undefined }) {
  return (
    <MobileSection title={name} hideTitle className="yz-mhm--banner">
      <ModuleData resolve={resolve} shape="banner">
        {(banners) => (
          <Suspense fallback={<BannerSlide banner={banners[0]!} first />}>
            <BannerSwiper banners={banners} />
          </Suspense>
        )}
      </ModuleData>
    </MobileSection>
  );
}

/** The signed-in visitor's shortcuts; never shown to guests. */
export function QuickNavigationModule({ name, items }: { name: string; items: QuickNavigation[] }) {
  return (
    <ForUsers>
      <MobileSection title={name}>
        {items.length === 0 ? (
          <ModuleEmpty />
        ) : (
          <ul className="yz-mhm-chips">
            {items.map((item) => (
              <li key={item.id}>
                <MobileSmartLink to={item.link} className="yz-mhm-chips__item">
                  {item.name}
                </MobileSmartLink>
              </li>
            ))}
          </ul>
        )}
      </MobileSection>
    </ForUsers>
  );
}

/** 常用工具 as a four-column grid. */
export function ToolModule({ name, resolve }: { name: string; resolve: Promise<Tool[]> | undefined }) {
  return (
    <MobileSection title={name}>
      <ModuleData resolve={resolve} shape="cards">
        {(tools) => (
          <Grid columns={4} gap={8}>
            {tools.map((tool) => (
              <Grid.Item key={tool.id}>
                <MobileSmartLink to={tool.link} className="yz-mhm-tool">
                  <IconBadge icon={tool.icon} name={tool.name} />
                  <span className="yz-mhm-tool__name">{tool.name}</span>
                </MobileSmartLink>
              </Grid.Item>
            ))}
          </Grid>
        )}
      </ModuleData>
    </MobileSection>
  );
}

/** 主题服务: picture cards in a row that scrolls sideways. */
export function CarModule({ name, resolve }: { name: string; resolve: Promise<Car[]> | undefined }) {
  return (
    <MobileSection title={name}>
      <ModuleData resolve={resolve} shape="cards">
        {(cars) => (
          <ul className="yz-mhm-cars">
            {cars.map((car) => (
              <li key={car.id}>
                <MobileSmartLink to={car.link} className="yz-mhm-cars__card">
                  {/* The title names the card: the picture is decorative. */}
                  <img className="yz-mhm-cars__image" src={car.image} alt="" loading="lazy" />
                  <span className="yz-mhm-cars__title">{car.title}</span>
                  {car.subtitle && <span className="yz-mhm-cars__subtitle">{car.subtitle}</span>}
                </MobileSmartLink>
              </li>
            ))}
          </ul>
        )}
      </ModuleData>
    </MobileSection>
  );
}
