import { useState, type ReactNode } from 'react';
import { CAPTCHA_LENGTH, type Captcha } from '@yizhan/contracts';
import { lazyBrowserApi } from '../../shared/api-client/lazy-browser-api';

interface CaptchaFieldProps {
  /** The picture the server sent with the refused attempt. */
  captcha: Captcha;
  /** Prefix of the element ids (one field per page). */
  idPrefix: string;
  /** The text input of the page's UI kit, given its id, name and limits. */
  renderInput: (props: { id: string; name: string; maxLength: number; placeholder: string }) => ReactNode;
}

/**
 * The 图形验证码 row of the login forms (ADR 026): shown only when the server asked for it; the picture is a button
 * that fetches a new one. Without JavaScript the form still works: a wrong answer brings a new picture.
 */
export function CaptchaField({ captcha, idPrefix, renderInput }: CaptchaFieldProps) {
  const [current, setCurrent] = useState(captcha);
  const [refreshing, setRefreshing] = useState(false);
  const inputId = `${idPrefix}-captcha`;

  const refresh = async () => {
    setRefreshing(true);
    try {
      setCurrent(await lazyBrowserApi((api) => api.authApi.captcha));
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <>
      <label className="yz-captcha__label" htmlFor={inputId}>
        图形验证码
      </label>
      <div className="yz-captcha">
        <div className="yz-captcha__input">
          {renderInput({
            id: inputId,
            name: 'captchaCode',
            maxLength: CAPTCHA_LENGTH * 2,
            placeholder: '请输入图中字符',
          })}
        </div>
        <input type="hidden" name="captchaId" value={current.captchaId} />
        <button
          type="button"
          className="yz-captcha__picture"
          onClick={refresh}
          disabled={refreshing}
          aria-label="看不清，换一张"
          title="看不清，换一张"
        >
          <img src={current.image} alt="图形验证码" width={120} height={44} />
        </button>
      </div>
    </>
  );
}
