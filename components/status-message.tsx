import type { ComponentChildren } from 'preact';

/** Information, not an error: a page that cannot carry a link, "Copied", a scope the key lacks. */
export function StatusMessage({ children, class: className }: { children: ComponentChildren; class?: string }) {
  return (
    <div class={className ? `status ${className}` : 'status'} role="status">
      {children}
    </div>
  );
}
