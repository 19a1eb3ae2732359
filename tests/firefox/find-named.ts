// Finds a control by its accessible name as ../shared/ui-contract.md gives it: a <label> tied to the control
// (for= or wrapping), aria-label, aria-labelledby, or a button's own text. Runs inside the page, so it does not
// depend on the accessibility tree WebDriver BiDi exposes. Only the name rules the extension's markup uses.

/** The element named `name` (exactly, spaces collapsed) with `role` if given; null when there is none. */
export function findNamed(name: string, role: string | null): Element | null {
  // Implicit roles of the elements the pages use; an explicit `role` attribute wins. Declared inside: the
  // function is sent to the page as text, without this module around it.
  const IMPLICIT_ROLES: Record<string, string> = {
    button: 'button',
    select: 'combobox',
    textarea: 'textbox',
    ul: 'list',
    ol: 'list',
    li: 'listitem',
    section: 'region',
    a: 'link',
  };
  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const roleOf = (el: Element): string => {
    const explicit = el.getAttribute('role');
    if (explicit) return explicit;
    if (el instanceof HTMLInputElement) {
      if (el.type === 'checkbox') return 'checkbox';
      if (el.type === 'radio') return 'radio';
      if (el.type === 'button' || el.type === 'submit') return 'button';
      return 'textbox';
    }
    return IMPLICIT_ROLES[el.localName] ?? '';
  };
  const nameOf = (el: Element): string => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) {
      return clean(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    }
    const label = el.getAttribute('aria-label');
    if (label) return clean(label);
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0) return clean([...labels].map((l) => l.textContent).join(' '));
    if (el.localName === 'button' || el.getAttribute('role') === 'button') return clean(el.textContent);
    return '';
  };
  const wanted = clean(name);
  for (const el of document.querySelectorAll('*')) {
    if (role && roleOf(el) !== role) continue;
    if (nameOf(el) === wanted) return el;
  }
  return null;
}

/**
 * findNamed as a function that can be sent to a page: the test's TypeScript transform names arrow functions
 * with a `__name` helper that exists only in Node, so the page gets a stand-in.
 */
export const findNamedInPage = new Function(
  'name',
  'role',
  `const __name = (fn) => fn;\nreturn (${findNamed.toString()})(name, role);`,
) as typeof findNamed;
