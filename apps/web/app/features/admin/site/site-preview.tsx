import type { SiteSettings } from '@yizhan/contracts';

/** A live preview of the portal's header and footer with the settings being edited (before they are saved). */
export function SitePreview({ settings }: { settings: SiteSettings }) {
  return (
    <figure
      className="yz-admin-preview"
      aria-label="效果预览"
      style={{ filter: settings.mourning ? 'grayscale(1)' : undefined }}
    >
      <figcaption>效果预览</figcaption>
      <div className="yz-admin-preview__header" style={{ background: settings.themeColor }}>
        {settings.logo ? <img src={settings.logo} alt="" height={28} /> : null}
        <strong>{settings.title || '（未填写站点标题）'}</strong>
      </div>
      <div className="yz-admin-preview__body">
        <span className="yz-admin-preview__button" style={{ background: settings.themeColor }}>
          立即办理
        </span>
      </div>
      <div className="yz-admin-preview__footer">
        <span>{settings.copyright}</span>
        <span>{settings.address}</span>
        <span>{settings.filingText}</span>
      </div>
    </figure>
  );
}
