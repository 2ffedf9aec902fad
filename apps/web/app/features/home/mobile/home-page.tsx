import { Link, useRouteLoaderData } from 'react-router';
import { Grid, Swiper } from 'antd-mobile';
import { siteConfigApi } from '@yizhan/contracts';
import type { Route } from './+types/home-page';
import type { Bootstrap } from '../../../shared/bootstrap/bootstrap';
import { serverApi } from '../../../shared/api-client/server-api';
import './home-page.css';

export async function loader({ context }: Route.LoaderArgs) {
  return { banners: await serverApi(context)(siteConfigApi.banners) };
}

/** Mobile home: the unit's title, its banners and the mobile menu as a grid of entries. */
export default function MobileHomePage({ loaderData }: Route.ComponentProps) {
  const bootstrap = useRouteLoaderData<Bootstrap>('root')!;
  return (
    <div className="yz-m-home">
      <header className="yz-m-home__header">
        <h1 className="yz-m-home__title">{bootstrap.site.title}</h1>
      </header>
      {loaderData.banners.length > 0 && (
        <section className="yz-m-home__banner" aria-label="轮播图">
          <Swiper autoplay loop>
            {loaderData.banners.map((banner) => (
              <Swiper.Item key={banner.id}>
                <img className="yz-m-home__banner-img" src={banner.image} alt={banner.title} />
              </Swiper.Item>
            ))}
          </Swiper>
        </section>
      )}
      <nav aria-label="移动端菜单" className="yz-m-home__menu">
        <Grid columns={4} gap={8}>
          {bootstrap.mobileMenus.map((menu) => (
            <Grid.Item key={menu.pageNavigationId}>
              <Link className="yz-m-home__entry" to={menu.path}>
                <span className="yz-m-home__entry-icon" aria-hidden="true">
                  {menu.name.slice(0, 1)}
                </span>
                <span className="yz-m-home__entry-name">{menu.name}</span>
              </Link>
            </Grid.Item>
          ))}
        </Grid>
      </nav>
    </div>
  );
}
