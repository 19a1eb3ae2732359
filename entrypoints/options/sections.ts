// The options page's sections: every feature's `lib/<name>/ui/sections.tsx`, found by name, in the navigation's
// order. A new section is its feature's declaration; nothing here lists them.
import { type OptionsSection, orderSections, parseHash, type Route } from '../../components/options/routes';

const found = import.meta.glob<{ SECTIONS: readonly OptionsSection[] }>('../../lib/*/ui/sections.tsx', { eager: true });

export const SECTIONS: readonly OptionsSection[] = orderSections(Object.values(found).flatMap((m) => m.SECTIONS));

/** The route a hash names, over the declared sections. */
export function routeOf(hash: string): Route | null {
  return parseHash(hash, SECTIONS);
}
