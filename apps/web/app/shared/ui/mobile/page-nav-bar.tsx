import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { NavBar } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';
import './page-nav-bar.css';

/**
 * The NavBar of a secondary mobile page: a real, keyboard-reachable back button (history back, or `fallback` when
 * the page was opened directly) and the page title as its heading.
 */
export function PageNavBar({ title, fallback }: { title: string; fallback: string }) {
  const navigate = useNavigate();
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The NavBar marks its left slot role="button" even when it holds a real button: drop the nested role.
    bar.current?.querySelector('.adm-nav-bar-left')?.removeAttribute('role');
  });
  const handleBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (index > 0 ? navigate(-1) : navigate(fallback));
  };
  return (
    <div ref={bar} className="yz-mnav">
      <NavBar
        back={null}
        left={
          <button type="button" className="yz-mnav__back" aria-label="返回" onClick={handleBack}>
            <LeftOutline aria-hidden="true" />
          </button>
        }
      >
        <h1 className="yz-mnav__title">{title}</h1>
      </NavBar>
    </div>
  );
}
