// Campaigns' options section: declared here, found by the options page (entrypoints/options/sections.ts).
import { idOrBad, type OptionsSection } from '../../../components/options/routes';
import { CampaignsSection } from './campaigns-section';

export const SECTIONS: readonly OptionsSection[] = [
  {
    id: 'campaigns',
    labelKey: 'commonCampaigns',
    group: 'setup',
    order: 30,
    parse: (rest) => {
      const id = idOrBad(rest);
      return 'id' in id ? { campaignId: id.id } : { badCampaignId: id.bad };
    },
    view: (route) => <CampaignsSection campaignId={route.campaignId} badCampaignId={route.badCampaignId} />,
  },
];
