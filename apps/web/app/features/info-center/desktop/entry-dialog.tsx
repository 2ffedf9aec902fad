import { Modal } from 'antd';
import type { InfoItem } from '@yizhan/contracts';
import { EntryDetail } from '../entry-detail';

/** The desktop dialog of an opened notice or message (loaded on the first opening: the list page stays light). */
export default function EntryDialog({ item, onClose }: { item: InfoItem; onClose: () => void }) {
  return (
    <Modal open title={item.title} footer={null} width={640} onCancel={onClose} destroyOnHidden>
      <EntryDetail item={item} site="desktop" onLeave={onClose} />
    </Modal>
  );
}
