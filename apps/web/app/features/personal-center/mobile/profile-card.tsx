import { useState } from 'react';
import type { UserInfo } from '@yizhan/contracts';
import { AVATAR_ACCEPT } from '../lib/avatar-file';
import { useAvatarUpload } from '../lib/use-avatar-upload';

/**
 * The signed-in user at the top of 我的: avatar (or the first character of the name) with 更换头像 — the phone's
 * file picker offers the camera and the album — name, account and unit.
 */
export function ProfileCard({
  user,
  unitName,
}: {
  user: Pick<UserInfo, 'name' | 'account' | 'avatar'>;
  unitName: string;
}) {
  const [status, setStatus] = useState<{ ok: boolean; msg: string } | null>(null);
  const { uploading, handleChange } = useAvatarUpload(setStatus);
  return (
    <section className="yz-mpc-profile" aria-label="个人信息">
      <label className="yz-mpc-profile__picker" aria-busy={uploading}>
        {user.avatar ? (
          <img
            className="yz-mpc-profile__avatar"
            src={user.avatar}
            alt=""
            width={64}
            height={64}
            data-testid="mobile-avatar"
          />
        ) : (
          <span className="yz-mpc-profile__avatar yz-mpc-profile__avatar--letter" aria-hidden="true">
            {Array.from(user.name)[0] ?? '我'}
          </span>
        )}
        <span className="yz-mpc-profile__change">{uploading ? '上传中…' : '更换头像'}</span>
        <input
          type="file"
          accept={AVATAR_ACCEPT}
          className="yz-visually-hidden"
          disabled={uploading}
          onChange={handleChange}
        />
      </label>
      <div className="yz-mpc-profile__text">
        <h1 className="yz-mpc-profile__name">{user.name}</h1>
        <p className="yz-mpc-profile__line">账号：{user.account}</p>
        {unitName && <p className="yz-mpc-profile__line">{unitName}</p>}
        <p
          className={`yz-mpc-profile__status${status && !status.ok ? ' yz-mpc-profile__status--error' : ''}`}
          role="status"
        >
          {status?.msg}
        </p>
      </div>
    </section>
  );
}
