import { useEffect, useState } from 'preact/hooks';
import { RequireKey } from '../../../components/options/require-key';
import { Section } from '../../../components/options/section';
import { ScopeGate } from '../../../components/scope-gate';
import { t, tParts } from '../../core/i18n';
import { CampaignBrowser } from './campaign-browser';
import { CampaignDetailView } from './campaign-detail';

interface Props {
  campaignId?: number;
  badCampaignId?: string;
}

/**
 * `#campaigns` and `#campaigns/<id>`. The list stays mounted (hidden) while a detail is open, so going back
 * finds the same search, filters and page.
 */
export function CampaignsSection({ campaignId, badCampaignId }: Props) {
  const showingList = campaignId === undefined && badCampaignId === undefined;
  const [listOpened, setListOpened] = useState(showingList);
  useEffect(() => {
    if (showingList) setListOpened(true);
  }, [showingList]);

  return (
    <Section id="campaigns" title={t('commonCampaigns')}>
      <RequireKey>
        <ScopeGate scope="read:campaigns" feature={t('commonCampaigns')}>
          {(listOpened || showingList) && (
            <div hidden={!showingList}>
              <CampaignBrowser />
            </div>
          )}
          {campaignId !== undefined && <CampaignDetailView id={campaignId} />}
          {badCampaignId !== undefined && (
            <div class="alert" role="alert">
              <p>
                {tParts(
                  'optionsNotACampaignId',
                  badCampaignId,
                  <a href="#campaigns">{t('optionsGoToCampaignList')}</a>,
                )}
              </p>
            </div>
          )}
        </ScopeGate>
      </RequireKey>
    </Section>
  );
}
