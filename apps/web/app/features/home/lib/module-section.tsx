import { useId, type ReactNode } from 'react';

export interface ModuleSectionProps {
  title: string;
  /** 2 for a module, 3 for a sub-module or a content category. */
  level?: 2 | 3;
  /** Keep the heading for screen readers only (the banner carousel speaks for itself). */
  hideTitle?: boolean;
  /** A link beside the heading, such as 更多. */
  extra?: ReactNode;
  className?: string;
  /** Class-name block of the platform's styles: yz-hm on desktop, yz-mhm on mobile. */
  block?: 'yz-hm' | 'yz-mhm';
  children: ReactNode;
}

/** A home module: a section labelled by its heading, with an optional link beside the heading. */
export function ModuleSection({
  title,
  level = 2,
  hideTitle,
  extra,
  className,
  block = 'yz-hm',
  children,
}: ModuleSectionProps) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const heading = (
    <Heading id={id} className={hideTitle ? 'yz-visually-hidden' : `${block}__title ${block}__title--h${level}`}>
      {title}
    </Heading>
  );
  return (
    <section aria-labelledby={id} className={[block, className].filter(Boolean).join(' ')}>
      {hideTitle ? (
        heading
      ) : (
        <div className={`${block}__head`}>
          {heading}
          {extra}
        </div>
      )}
      {children}
    </section>
  );
}
