/** A decorative icon beside a name (empty alt text), or the name's first character when there is no icon. */
export function IconBadge({ icon, name, size = 40 }: { icon: string; name: string; size?: number }) {
  return icon ? (
    <img className="yz-mhm-icon" src={icon} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className="yz-mhm-icon yz-mhm-icon--text" style={{ width: size, height: size }} aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  );
}
