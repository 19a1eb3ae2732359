import type { ComponentChildren } from 'preact';

/**
 * One options section: a region named by its heading (UI contract). The heading takes focus on navigation, so it
 * is focusable by script but not in the tab order.
 */
export function Section({
  id,
  title,
  class: className,
  children,
}: {
  id: string;
  title: string;
  class?: string;
  children: ComponentChildren;
}) {
  const headingId = `${id}-heading`;
  return (
    <section class={className ? `options-section ${className}` : 'options-section'} aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
