/** A bundle's picture when it is one (a site path or a web address); an icon name alone shows nothing. */
export function BundleIcon({ icon, className }: { icon: string; className: string }) {
  if (!icon.startsWith('/') && !/^https?:\/\//.test(icon)) return null;
  return <img className={className} src={icon} alt="" width={56} height={56} />;
}
