import { Popup } from 'antd-mobile';
import type { InfoItem } from '@yizhan/contracts';
import { EntryDetail } from '../entry-detail';

/** The phone's sheet of an opened notice or message (loaded on the first opening: the list stays light). */
export default function NoticeSheet({ item, onClose }: { item: InfoItem; onClose: () => void }) {
  return (
    <Popup
      visible
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      destroyOnClose
      bodyClassName="yz-mnotice-sheet"
    >
      <section role="dialog" aria-modal="true" aria-labelledby="yz-mnotice-sheet-title">
        <h2 id="yz-mnotice-sheet-title" className="yz-mnotice-sheet__title">
          {item.title}
        </h2>
        <EntryDetail item={item} site="mobile" onLeave={onClose} />
      </section>
    </Popup>
  );
}
