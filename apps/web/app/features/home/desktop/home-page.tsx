import { Link, useRouteLoaderData } from 'react-router';
import { Carousel, Card, Tag } from 'antd';
import { siteConfigApi } from '@yizhan/contracts';
import type { Route } from './+types/home-page';
import type { Bootstrap } from '../../../shared/bootstrap/bootstrap';
import { serverApi } from '../../../shared/api-client/server-api';
import { ForUsers } from '../../../shared/session/for-users';
import './home-page.css';

/** Banners and the template's module layout, in parallel with each other and with the start-up loads. */
export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [banners, modules] = await Promise.all([api(siteConfigApi.banners), api(siteConfigApi.homeModules)]);
  return { banners, modules };
}

/** Desktop home: the banner carousel and the unit's home modules (their content arrives with the home issue). */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  const bootstrap = useRouteLoaderData<Bootstrap>('root')!;
  const { banners, modules } = loaderData;
  return (
    <div className="yz-home">
      <h1 className="yz-visually-hidden">{bootstrap.site.title}</h1>
      {banners.length > 0 && (
        <section aria-label="轮播图" className="yz-home__banner">
          <Carousel autoplay arrows dots>
            {banners.map((banner) => (
              <Link key={banner.id} to={banner.link || '/'} className="yz-home__slide">
                <img src={banner.image} alt={banner.title} />
              </Link>
            ))}
          </Carousel>
        </section>
      )}
      <ForUsers>
        {bootstrap.quickNavigation.length > 0 && (
          <nav aria-labelledby="yz-home-quick" className="yz-home__quick">
            <h2 id="yz-home-quick" className="yz-home__modules-title">
              快捷导航
            </h2>
            <ul className="yz-home__quick-list">
              {bootstrap.quickNavigation.map((item) => (
                <li key={item.id}>
                  {/^https?:\/\//.test(item.link) ? (
                    <a href={item.link} target="_blank" rel="noopener noreferrer">
                      {item.name}
                    </a>
                  ) : (
                    <Link to={item.link}>{item.name}</Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
      </ForUsers>
      <section aria-labelledby="yz-home-modules" className="yz-home__modules">
        <h2 id="yz-home-modules" className="yz-home__modules-title">
          首页栏目
        </h2>
        <div className="yz-home__grid">
          {modules
            .filter((module) => module.sign !== 'banner')
            .map((module) => (
              <Card key={module.sign} title={module.name} size="small" extra={<Tag>建设中</Tag>}>
                {module.children.length > 0
                  ? module.children.map((child) => child.name).join(' · ')
                  : `「${module.name}」栏目内容即将上线`}
              </Card>
            ))}
        </div>
      </section>
    </div>
  );
}
