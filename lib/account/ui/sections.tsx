// The account's options section: declared here, found by the options page (entrypoints/options/sections.ts).
import type { OptionsSection } from '../../../components/options/routes';
import { AccountSection } from './account-section';

export const SECTIONS: readonly OptionsSection[] = [
  {
    id: 'account',
    labelKey: 'optionsAccount',
    group: 'setup',
    order: 10,
    view: (_route, page) => <AccountSection onAccountChanged={page.onAccountChanged} />,
  },
];
