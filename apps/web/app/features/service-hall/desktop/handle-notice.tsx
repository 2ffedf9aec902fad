import { Alert } from 'antd';
import type { AppGuide } from '@yizhan/contracts';
import { Phones } from './guide-sections';

/** The phone address of a service and its QR code (getAppMobileCode). */
export interface MobileCode {
  url: string;
  image: string;
}

/**
 * Why 立即办理 did not open the service on this computer, and the ways on instead of a dead end (issue 35 item 4): a
 * service only a phone client opens shows a QR code of its guide on the phone site, and every such notice says
 * where and when the counter handles it and whom to call. It sits in the page's flow, beside the button that led
 * here: it covers none of the guide.
 */
export function HandleNotice({
  message,
  guide,
  mobileCode,
}: {
  message: string;
  guide: AppGuide;
  mobileCode: MobileCode | null;
}) {
  const orNone = (text: string) => text.trim() || '无';
  return (
    <Alert
      className="yz-guide-notice"
      type="info"
      showIcon
      role="status"
      title={message}
      description={
        <div className="yz-guide-notice__ways">
          {mobileCode && (
            <figure className="yz-guide-notice__qr">
              <img src={mobileCode.image} alt={`在手机上办理「${guide.app.name}」的二维码`} width={128} height={128} />
              <figcaption>
                用手机扫码，在手机上办理
                <br />
                {/* Text, not a link: a /mobile address opened on a computer goes to the desktop site (spec §2). */}
                <span className="yz-guide-notice__url">{mobileCode.url}</span>
              </figcaption>
            </figure>
          )}
          <dl className="yz-guide-notice__offline" aria-label="线下办理">
            <dt>线下办理地点</dt>
            <dd>{orNone(guide.handlePlace)}</dd>
            <dt>办理时间</dt>
            <dd>{orNone(guide.handleTime)}</dd>
            <dt>咨询电话</dt>
            <dd>
              <Phones text={guide.askPhone} />
            </dd>
          </dl>
        </div>
      }
    />
  );
}
