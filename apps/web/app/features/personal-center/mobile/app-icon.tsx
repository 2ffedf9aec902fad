import type { App } from '@yizhan/contracts';

// An icon is a picture only when it is a path or an http(s) address; anything else (an icon name) gets a letter.
const imageSource = /^(https?:\/\/|\/(?!\/))/i;

/** A service's icon on 我的: its picture, or the first character of its name on a tile of the unit's colour. */
export function AppIcon({ app }: { app: Pick<App, 'icon' | 'name'> }) {
  if (imageSource.test(app.icon)) {
    return <img className="yz-mpc-app__icon" src={app.icon} alt="" width={44} height={44} loading="lazy" />;
  }
  return (
    <span className="yz-mpc-app__icon yz-mpc-app__icon--letter" aria-hidden="true">
      {Array.from(app.name)[0] ?? '办'}
    </span>
  );
}
