import { useState } from 'react';
import type { PersonInfo } from '@yizhan/contracts';
import { AVATAR_ACCEPT } from '../lib/avatar-file';
import { useAvatarUpload } from '../lib/use-avatar-upload';

/** Label and value of each line of the profile; empty values are left out. */
const lines = (info: PersonInfo): [string, string][] =>
  (
    [
      ['账号', info.account],
      ['身份', info.userTypeName],
      ['性别', info.gender],
      ['所属单位', info.orgName],
      ['专业/科室', info.major],
      ['班级', info.className],
      ['职称/年级', info.title],
      ['入学/入职', info.enrolledOn],
      ['手机号', info.phone],
      ['证件号', info.idNumber],
      ['邮箱', info.email],
    ] as [string, string][]
  ).filter(([, value]) => value !== '');

/**
 * Who the person is: avatar with 更换头像, name and the profile lines. Phone, ID number and e-mail arrive masked from
 * the server (security.md D3); the page never has the full numbers.
 */
export function ProfilePanel({ info, avatar }: { info: PersonInfo; avatar: string }) {
  const [status, setStatus] = useState<{ ok: boolean; msg: string } | null>(null);
  const { uploading, handleChange } = useAvatarUpload(setStatus);
  return (
    <section className="yz-pc-panel yz-pc-profile" aria-labelledby="yz-pc-profile-name">
      <div className="yz-pc-profile__head">
        {avatar ? (
          <img
            className="yz-pc-profile__avatar"
            src={avatar}
            alt=""
            width={88}
            height={88}
            data-testid="profile-avatar"
          />
        ) : (
          <span className="yz-pc-profile__avatar yz-pc-profile__avatar--letter" aria-hidden="true">
            {Array.from(info.name)[0] ?? '我'}
          </span>
        )}
        <div>
          <h2 id="yz-pc-profile-name" className="yz-pc-profile__name">
            {info.name}
          </h2>
          <label className={`yz-pc-profile__change${uploading ? ' yz-pc-profile__change--busy' : ''}`}>
            <input
              type="file"
              accept={AVATAR_ACCEPT}
              className="yz-visually-hidden"
              disabled={uploading}
              onChange={handleChange}
              aria-describedby="yz-pc-avatar-hint"
            />
            {uploading ? '正在上传…' : '更换头像'}
          </label>
          <p id="yz-pc-avatar-hint" className="yz-pc-profile__hint">
            JPEG、PNG 或 WebP，不超过 2 MB
          </p>
        </div>
      </div>
      <p
        className={`yz-pc-profile__status${status && !status.ok ? ' yz-pc-profile__status--error' : ''}`}
        role="status"
      >
        {status?.msg}
      </p>
      <dl className="yz-pc-profile__lines">
        {lines(info).map(([label, value]) => (
          <div key={label} className="yz-pc-profile__line">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
