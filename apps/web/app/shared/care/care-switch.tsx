import { useCareMode } from './care-mode';

/**
 * The 长辈版 switch of both sites (desktop header, the phone's home and 我的): a plain button whose words say what
 * it does next, so it reads the same to the eye and to a screen reader.
 */
export function CareSwitch({ className }: { className?: string }) {
  const { care, setCare, switching } = useCareMode();
  return (
    <button
      type="button"
      className={className ? `yz-care-switch ${className}` : 'yz-care-switch'}
      data-testid="care-switch"
      aria-busy={switching || undefined}
      onClick={() => setCare(!care)}
    >
      {care ? '退出长辈版' : '长辈版'}
    </button>
  );
}
