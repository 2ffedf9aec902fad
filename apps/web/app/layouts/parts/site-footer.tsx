import type { Bootstrap } from '../../shared/bootstrap/bootstrap';

/** Footer: friendly links, media (official-account QR codes) and the filing strip, in the unit's colours. */
export function SiteFooter({ bootstrap }: { bootstrap: Bootstrap }) {
  const { links, media, globalConfig } = bootstrap;
  return (
    <footer className="yz-footer">
      <div className="yz-footer__main">
        {links.length > 0 && (
          <nav className="yz-footer__links" aria-label="友情链接">
            <h2 className="yz-footer__heading">友情链接</h2>
            <ul>
              {links.map((link) => (
                <li key={link.id}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {globalConfig?.address && <p className="yz-footer__address">{globalConfig.address}</p>}
        {media.length > 0 && (
          <ul className="yz-footer__media" aria-label="新媒体">
            {media.map((item) => (
              <li key={item.id}>
                <img src={item.image} alt={`${item.name}二维码`} width={96} height={96} loading="lazy" />
                <span>{item.name}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="yz-footer__filing">
        {globalConfig?.copyright && <span>{globalConfig.copyright}</span>}
        {globalConfig?.filingText && <span>{globalConfig.filingText}</span>}
      </div>
    </footer>
  );
}
