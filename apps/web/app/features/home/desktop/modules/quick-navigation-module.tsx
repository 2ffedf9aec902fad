import type { QuickNavigation } from '@yizhan/contracts';
import { ForUsers } from '../../../../shared/session/for-users';
import { SmartLink } from '../../lib/smart-link';
import { ModuleEmpty } from './module-states';
import { ModuleSection } from '../../lib/module-section';

/** The signed-in visitor's shortcuts (from the start-up data; never shown to guests). */
export function QuickNavigationModule({ name, items }: { name: string; items: QuickNavigation[] }) {
  return (
    <ForUsers>
      <ModuleSection title={name} className="yz-home__quick">
        {items.length === 0 ? (
          <ModuleEmpty />
        ) : (
          <ul className="yz-home__quick-list">
            {items.map((item) => (
              <li key={item.id}>
                <SmartLink to={item.link}>{item.name}</SmartLink>
              </li>
            ))}
          </ul>
        )}
      </ModuleSection>
    </ForUsers>
  );
}
