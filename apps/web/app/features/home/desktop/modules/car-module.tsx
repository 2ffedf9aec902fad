import type { Car } from '@yizhan/contracts';
import { SmartLink } from '../../lib/smart-link';
import { ModuleData } from './module-states';
import { ModuleSection } from '../../lib/module-section';

/** 主题服务: a row of picture cards, each leading to its theme. */
export function CarModule({ name, resolve }: { name: string; resolve: Promise<Car[]> | undefined }) {
  return (
    <ModuleSection title={name}>
      <ModuleData resolve={resolve} shape="cards">
        {(cars) => (
          <ul className="yz-hm-cars">
            {cars.map((car) => (
              <li key={car.id}>
                <SmartLink to={car.link} className="yz-hm-cars__card">
                  {/* The title beside it names the card: the picture is decorative. */}
                  <img className="yz-hm-cars__image" src={car.image} alt="" loading="lazy" />
                  <span className="yz-hm-cars__title">{car.title}</span>
                  {car.subtitle && <span className="yz-hm-cars__subtitle">{car.subtitle}</span>}
                </SmartLink>
              </li>
            ))}
          </ul>
        )}
      </ModuleData>
    </ModuleSection>
  );
}
