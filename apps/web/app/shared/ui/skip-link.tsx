import './skip-link.css';

/**
 * 跳到主要内容: the first stop of the keyboard on a desktop page, hidden until it has the focus (WCAG 2.4.1). The
 * page's main landmark has the id `main`.
 */
export function SkipLink() {
  return (
    <a className="yz-skip-link" href="#main">
      跳到主要内容
    </a>
  );
}
