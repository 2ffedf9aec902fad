/**
 * A service's or tool's icon beside its name: decorative (the name says it all), so its alt text is empty; without
 * an icon, the first character of the name on the theme colour.
 */
export function IconBadge({ icon, name, size = 40 }: { icon: string; name: string; size?: number }) {
  return icon ? (
    <img className="yz-hm-icon" src={icon} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className="yz-hm-icon yz-hm-icon--text" style={{ width: size, height: size }} aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  );
}
