import { createErrorBlock } from 'antd-mobile';
import { defaultImage } from 'antd-mobile/es/components/error-block/images/default';
import { emptyImage } from 'antd-mobile/es/components/error-block/images/empty';

/**
 * antd-mobile's ErrorBlock with only the two pictures the portal shows: `empty` (暂无数据, not found) and `default`
 * (加载失败). antd-mobile's own ErrorBlock bundles all four (about 10 KB gzip of SVG).
 */
export default createErrorBlock({
  default: defaultImage,
  empty: emptyImage,
  busy: defaultImage,
  disconnected: defaultImage,
});
