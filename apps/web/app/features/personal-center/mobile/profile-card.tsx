import type { UserInfo } from '@yizhan/contracts';

/** The signed-in user at the top of 我的: avatar (or the first character of the name), name, account and unit. */
export function ProfileCard({
  user,
  unitName,
}: {
  user: Pick<UserInfo, 'name' | 'account' | 'avatar'>;
  unitName: string;
}) {
  return (
    <section className="yz-mpc-profile" aria-label="个人信息">
      {user.avatar ? (
        <img className="yz-mpc-profile__avatar" src={user.avatar} alt="" width={64} height={64} />
      ) : (
        <span className="yz-mpc-profile__avatar yz-mpc-profile__avatar--letter" aria-hidden="true">
          {Array.from(user.name)[0] ?? '我'}
        </span>
      )}
      <div className="yz-mpc-profile__text">
        <h1 className="yz-mpc-profile__name">{user.name}</h1>
        <p className="yz-mpc-profile__line">账号：{user.account}</p>
        {unitName && <p className="yz-mpc-profile__line">{unitName}</p>}
      </div>
    </section>
  );
}
