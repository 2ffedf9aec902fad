import { Link } from 'react-router';
import { isServiceHallSpecial } from '../lib/special-paths';

/** The first crumb of a special page: the home page or the service hall, whichever the visitor came through. */
export function ParentCrumb({ pathname }: { pathname: string }) {
  return isServiceHallSpecial(pathname) ? <Link to="/service-hall">服务大厅</Link> : <Link to="/">首页</Link>;
}
